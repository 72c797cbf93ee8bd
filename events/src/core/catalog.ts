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
