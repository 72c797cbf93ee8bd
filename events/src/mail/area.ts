import type { EventArea } from '../core/event-area.ts';
import { mailEvents } from './mail-events.ts';

export const mailArea: EventArea = { name: 'mail', events: mailEvents };
