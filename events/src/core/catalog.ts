import type { TSchema } from 'typebox';
import type Type from 'typebox';
import { assertValid } from './ajv.ts';
import type { RecordedEvent } from './envelope.ts';

/** One event type at its current schema version. The schema is the single source of truth. */
export interface EventDefinition<TType extends string = string, TSchemaData extends TSchema = TSchema> {
  readonly type: TType;
  readonly version: number;
  readonly data: TSchemaData;
}

export type EventOf<D extends EventDefinition> = D extends EventDefinition<infer T, infer S>
  ? { readonly type: T; readonly data: Type.Static<S> }
  : never;

export function defineEvent<TType extends string, S extends TSchema>(type: TType, data: S, version = 1): EventDefinition<TType, S> {
  return { type, version, data };
}

/**
 * Which fields of an event type are a person's data, and whose key seals them
 * (crypto-shredding, platform/src/identity/personal-data-codec.ts). Stores seal these fields on
 * append and open them on read; once the subject's key is erased they read as `erased(data)`.
 */
export interface PersonalFields {
  /** The key's subject, e.g. `user-<id>`; null leaves this event in clear (no person named). */
  subject(data: Readonly<Record<string, unknown>>): string | null;
  readonly fields: readonly string[];
  /** What the fields read as once the key is gone, from the event's remaining clear fields. */
  erased(data: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /** The stored field that holds them sealed (default `sealed`). */
  readonly sealedAs?: string;
}

/** Turns data stored at `fromVersion` into the shape of `fromVersion + 1`. Pure. */
export type Upcaster = (data: unknown, event: RecordedEvent) => unknown;

/**
 * The registry of event definitions and upcasters. Stores hand every read event through
 * `upcast`, so consumers only ever see the current version of each type.
 *
 * @example
 * catalog.register(ConfigListChanged).upcaster('ConfigListChanged', 1, (v1) => ({ ...v1, reason: '' }));
 */
export class EventCatalog {
  private readonly definitions = new Map<string, EventDefinition>();
  private readonly upcasters = new Map<string, Upcaster>();
  private readonly personalFields = new Map<string, PersonalFields>();

  register(...definitions: EventDefinition[]): this {
    for (const d of definitions) {
      const known = this.definitions.get(d.type);
      if (known && known !== d) throw new Error(`event type ${d.type} registered twice`);
      this.definitions.set(d.type, d);
    }
    return this;
  }

  upcaster(type: string, fromVersion: number, fn: Upcaster): this {
    this.upcasters.set(`${type}@${fromVersion}`, fn);
    return this;
  }

  /** Declares the personal fields of `type`; stores with a key store seal them. */
  personal(type: string, fields: PersonalFields): this {
    if (!this.definitions.has(type)) throw new Error(`personal fields for unknown event type ${type}`);
    this.personalFields.set(type, fields);
    return this;
  }

  personalFieldsOf(type: string): PersonalFields | undefined {
    return this.personalFields.get(type);
  }

  get hasPersonalFields(): boolean {
    return this.personalFields.size > 0;
  }

  definition(type: string): EventDefinition | undefined {
    return this.definitions.get(type);
  }

  versionOf(type: string): number {
    return this.definitions.get(type)?.version ?? 1;
  }

  /** Validates data against the current schema; throws VALIDATION_ERROR with the field path. */
  validate(type: string, data: unknown): void {
    const def = this.definitions.get(type);
    if (!def) throw new Error(`unknown event type ${type}`);
    assertValid(def.data, data, 'data');
  }

  upcast(event: RecordedEvent): RecordedEvent {
    const target = this.definitions.get(event.type)?.version;
    let version = event.metadata.schemaVersion;
    if (target === undefined || version >= target) return event;
    let data = event.data;
    while (version < target) {
      const fn = this.upcasters.get(`${event.type}@${version}`);
      if (!fn) throw new Error(`no upcaster for ${event.type} from version ${version} to ${target}`);
      data = fn(data, event);
      version += 1;
    }
    return { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
  }
}
