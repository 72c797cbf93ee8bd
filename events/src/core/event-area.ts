import type { EventDefinition, PersonalFields, Upcaster } from './catalog.ts';

/**
 * What one business area adds to the event log: its event types at their current schema
 * versions, the upcasters of older versions, and which fields are a person's data. Exported as
 * `<area>/area.ts` and listed once in `events/src/areas.ts`, from which `portalCatalog()` is built.
 * (Its commands are browser-safe and listed in `command-schemas.ts`, which the UI loads.)
 *
 * @example
 * export const holidaysArea: EventArea = { name: 'holidays', events: holidayEvents };
 */
export interface EventArea {
  /** The area's folder under `events/src/`. */
  readonly name: string;
  readonly events: readonly EventDefinition[];
  readonly upcasters?: readonly { readonly type: string; readonly fromVersion: number; readonly upcast: Upcaster }[];
  readonly personalFields?: readonly (readonly [string, PersonalFields])[];
}
