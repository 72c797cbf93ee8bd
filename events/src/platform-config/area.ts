import type { EventArea } from '../core/event-area.ts';
import { platformConfigEvents, upcastConfigListReplacedV1 } from './platform-config-events.ts';

export const platformConfigArea: EventArea = {
  name: 'platform-config',
  events: platformConfigEvents,
  upcasters: [{ type: 'ConfigListReplaced', fromVersion: 1, upcast: upcastConfigListReplacedV1 }],
};
