import type { EventArea } from '../core/event-area.ts';
import { allOfferEvents } from './offer-events.ts';

export const offerArea: EventArea = { name: 'offer', events: allOfferEvents };
