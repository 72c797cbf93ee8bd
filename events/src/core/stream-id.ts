import type { EventDefinition, EventOf } from './catalog.ts';
import type { DomainEvent, RecordedEvent } from './envelope.ts';

declare const eventsOfStream: unique symbol;

/**
 * A stream name that carries the union of the events its stream holds, so a read of it is typed
 * by them: `readStream(offerStream(id))` answers `Recorded<OfferEvent>[]`, and a renamed event
 * field fails typecheck where it is read. The brand is type-only (the value is the plain name);
 * a plain string still reads, as untyped `RecordedEvent`s.
 *
 * @example
 * export const offerStream = (offerId: string): StreamId<OfferEvent> => streamId(`offer-${offerId}`);
 * const state = fold(offerDecider, await store.readStream(offerStream(offerId)));
 */
export type StreamId<E extends DomainEvent> = string & { readonly [eventsOfStream]?: E };

/** The events a stream id promises (`StreamId<OfferEvent>` -> `OfferEvent`). */
export type EventsOf<S> = S extends StreamId<infer E> ? E : DomainEvent;

/** An event of the union `E` as read back: each member keeps its own type and data, so `switch (e.type)` narrows. */
export type Recorded<E extends DomainEvent> = E extends DomainEvent ? RecordedEvent<E['type'], E['data']> : never;

/** Names a stream of the events `E` (see `StreamId`). */
export function streamId<E extends DomainEvent>(name: string): StreamId<E> {
  return name as StreamId<E>;
}

/**
 * The one place where stored events get the type of their stream. It is honest because every
 * event passes the catalog twice: on append its data is validated against its type's schema
 * (`EventCatalog.validate`, in the command unit every command appends through), and on read it is upcast to the
 * current version (`EventCatalog.upcast`, in every adapter), so the data is the schema's
 * `Static` type of today. That a stream holds only the events of its union is what its stream
 * helper promises and what the deciders writing it produce (their `decide` returns that union).
 * One exception: the personal fields of an erased person read as the catalog's `erased(data)`
 * values (ADR 9), which need not match the schema; a reader of such fields types that shape
 * itself (customers-view.ts).
 */
export function eventsOfStreamAs<E extends DomainEvent>(stream: StreamId<E>, events: RecordedEvent[]): Recorded<E>[];
/** A stream's stored events with those a command has decided but not yet appended. */
export function eventsOfStreamAs<E extends DomainEvent>(stream: StreamId<E>, events: readonly DomainEvent[]): readonly E[];
export function eventsOfStreamAs(_stream: string, events: readonly DomainEvent[]): readonly DomainEvent[] {
  return events;
}

/**
 * A guard for readers of the whole log (table projections, workers): whether an event is one of
 * `definitions`, typed as such when it is. Honest for the reason `eventsOfStreamAs` gives.
 *
 * @example
 * const isCompleted = isEventOf([MarketImportCompleted]);
 * for (const event of batch) if (isCompleted(event)) read(event.data.sha256);
 */
export function isEventOf<const D extends readonly EventDefinition[]>(definitions: D): (event: RecordedEvent) => event is Recorded<EventOf<D[number]>> {
  const types: ReadonlySet<string> = new Set(definitions.map((d) => d.type));
  return (event): event is Recorded<EventOf<D[number]>> => types.has(event.type);
}
