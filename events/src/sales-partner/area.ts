import type { EventArea } from '../core/event-area.ts';
import { hostNameEvents } from './host-name-events.ts';
import { salesPartnerEvents } from './sales-partner-events.ts';

export const salesPartnerArea: EventArea = { name: 'sales-partner', events: [...salesPartnerEvents, ...hostNameEvents] };
