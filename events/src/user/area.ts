import type { EventArea } from '../core/event-area.ts';
import { userEvents } from './user-events.ts';
import { userPersonalFields } from './user-personal-data.ts';

export const userArea: EventArea = { name: 'user', events: userEvents, personalFields: userPersonalFields };
