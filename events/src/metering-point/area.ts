import type { EventArea } from '../core/event-area.ts';
import { loadProfileEvents } from './load-profile-events.ts';
import { meteringPointEvents } from './metering-point-events.ts';

// A point's stream carries its registration, its load profiles and its forecasts.
export const meteringPointArea: EventArea = { name: 'metering-point', events: [...meteringPointEvents, ...loadProfileEvents] };
