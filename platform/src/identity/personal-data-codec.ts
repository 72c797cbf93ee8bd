import type { EventCatalog, PersonalFields } from '@portal/events';
import type { NewEvent, RecordedEvent } from '@portal/events';
import { openWith, sealWith, type PersonalDataKeys } from './personal-data-keys.ts';

/** The stored form's one field that holds the sealed personal fields, unless the rule names another. */
const sealedFieldOf = (rule: PersonalFields): string => rule.sealedAs ?? 'sealed';

type Data = Record<string, unknown>;
type Planned = { readonly rule: PersonalFields; readonly subject: string };

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

function split(data: Data, rule: PersonalFields): { clear: Data; personal: Data } {
  const clear: Data = {};
  const personal: Data = {};
  for (const [name, value] of Object.entries(data)) (rule.fields.includes(name) ? personal : clear)[name] = value;
  return { clear, personal };
}

/**
 * Seals and opens the personal fields the catalog declares (crypto-shredding at the store's
 * boundary, ADR 9): deciders, projections and auditors read events in their plain form, the log
 * holds `{ ...clearFields, sealed: "pd1…" }` (or the field the rule names), and once the
 * subject's key is erased the fields read as the rule's `erased` values, in every replay and
 * rebuild. Events written before their type had personal fields (no sealed field) read as they
 * were stored; an event that arrives sealed already is stored as it is. One key query per batch.
 *
 * @example
 * const codec = new PersonalDataCodec(catalog, await createPersonalDataKeys(sql));
 * await store.append(streamId, await codec.seal(events), options);
 * const events = await codec.open(await store.readStream(streamId));
 */
export class PersonalDataCodec {
  private readonly catalog: EventCatalog;
  private readonly keys: PersonalDataKeys;

  constructor(catalog: EventCatalog, keys: PersonalDataKeys) {
    this.catalog = catalog;
    this.keys = keys;
  }

  async seal(events: readonly NewEvent[]): Promise<NewEvent[]> {
    const plan = this.plan(events, false);
    const keys = await this.keysFor(plan, true);
    return events.map((event, i) => {
      const p = plan[i];
      if (!p) return event;
      const key = keys.get(p.subject);
      if (!key) throw new Error(`no personal data key for ${p.subject}`);
      const { clear, personal } = split(event.data as Data, p.rule);
      return { ...event, data: { ...clear, [sealedFieldOf(p.rule)]: sealWith(key, p.subject, personal) } };
    });
  }

  async open(events: readonly RecordedEvent[]): Promise<RecordedEvent[]> {
    const plan = this.plan(events, true);
    const keys = await this.keysFor(plan, false);
    return events.map((event, i) => {
      const p = plan[i];
      if (!p) return event;
      const { [sealedFieldOf(p.rule)]: sealed, ...clear } = event.data as Data;
      const key = keys.get(p.subject);
      const personal = key ? openWith<Data>(key, p.subject, sealed as string) : null;
      return { ...event, data: { ...clear, ...(personal ?? p.rule.erased(clear)) } };
    });
  }

  /** Per event, its rule and subject, or null for an event left as it is. */
  private plan(events: readonly (NewEvent | RecordedEvent)[], stored: boolean): (Planned | null)[] {
    return events.map((event) => {
      const rule = this.catalog.personalFieldsOf(event.type);
      if (!rule || !isData(event.data)) return null;
      // Opening needs the sealed field; sealing leaves an event that already has it (copied from a log) as it is.
      if (stored !== (typeof event.data[sealedFieldOf(rule)] === 'string')) return null;
      const subject = rule.subject(event.data);
      return subject === null ? null : { rule, subject };
    });
  }

  private keysFor(plan: readonly (Planned | null)[], create: boolean): Promise<ReadonlyMap<string, Buffer>> {
    const subjects = plan.flatMap((p) => (p ? [p.subject] : []));
    return subjects.length === 0 ? Promise.resolve(new Map()) : this.keys.keysOf(subjects, create);
  }
}
