import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { streamId, type StreamId } from '../core/stream-id.ts';

/**
 * A host name or subdomain belongs to at most one sales partner. Each one is its own stream,
 * written with the expected revision, so two partners claiming it at once cannot both win
 * (docs/adr/0006-unique-domains.md).
 */
export type HostNameKind = 'domain' | 'subdomain';
export const hostNameStream = (kind: HostNameKind, name: string): StreamId<HostNameEvent> => streamId(`${kind}-${name.toLowerCase()}`);

const Reservation = Type.Object(
  {
    kind: Type.Union([Type.Literal('domain'), Type.Literal('subdomain')]),
    name: Type.String({ minLength: 1, maxLength: 253 }),
    salesPartnerId: Type.String({ format: 'uuid' }),
  },
  { additionalProperties: false },
);

export const HostNameReserved = defineEvent('HostNameReserved', Reservation);
export const HostNameReleased = defineEvent('HostNameReleased', Reservation);

export const hostNameEvents = [HostNameReserved, HostNameReleased] as const;
export type HostNameEvent = EventOf<(typeof hostNameEvents)[number]>;
export type HostNameReservation = Type.Static<typeof Reservation>;
