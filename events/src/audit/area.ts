import type { EventArea } from '../core/event-area.ts';
import { auditEvents } from './audit-events.ts';
import { auditSealEvents } from './seal-events.ts';

export const auditArea: EventArea = { name: 'audit', events: [...auditEvents, ...auditSealEvents] };
