import type { EventArea } from '../core/event-area.ts';
import { termsAcceptanceEvents } from './terms-acceptance-events.ts';

export const termsAcceptanceArea: EventArea = { name: 'terms-acceptance', events: termsAcceptanceEvents };
