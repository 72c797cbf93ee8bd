import type { EventArea } from '../core/event-area.ts';
import { marketEvents } from './market-events.ts';

export const marketArea: EventArea = { name: 'market', events: marketEvents };
