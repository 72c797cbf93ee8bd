import type { EventArea } from '../core/event-area.ts';
import { customerEvents, customerKeyEvents, customerNumberEvents } from './customer-events.ts';
import { customerPersonalFields } from './customer-personal-data.ts';

export const customerArea: EventArea = {
  name: 'customer',
  events: [...customerEvents, ...customerKeyEvents, ...customerNumberEvents],
  personalFields: customerPersonalFields,
};
