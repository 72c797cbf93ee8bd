import type { Static } from 'typebox';
import { customerCommandSchemas } from './customer/customer-commands.ts';
import { mailCommandSchemas } from './mail/mail-commands.ts';
import { marketCommandSchemas } from './market/market-commands.ts';
import { loadProfileCommandSchemas } from './metering-point/load-profile-commands.ts';
import { meteringPointCommandSchemas } from './metering-point/metering-point-commands.ts';
import { offerCommandSchemas } from './offer/offer-commands.ts';
import { platformConfigCommandSchemas } from './platform-config/platform-config-commands.ts';
import { salesPartnerCommandSchemas } from './sales-partner/sales-partner-commands.ts';
import { userCommandSchemas } from './user/user-commands.ts';

/**
 * The command modules of every area, once, browser-safe (the server-side list with events is
 * `areas.ts`, which the UI cannot load). A new area's `<area>-commands.ts` exports its
 * `<area>CommandSchemas` and adds one line here; `areas.spec.ts` fails on a module left out.
 */
export const commandModules = [
  platformConfigCommandSchemas,
  salesPartnerCommandSchemas,
  mailCommandSchemas,
  userCommandSchemas,
  customerCommandSchemas,
  meteringPointCommandSchemas,
  loadProfileCommandSchemas,
  offerCommandSchemas,
  marketCommandSchemas,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/**
 * The data schema of every command the command API knows, by command type: the one definition
 * the API validates `POST /api/commands` with and the UI types its `send()` with. Browser-safe:
 * this module and everything it imports use TypeBox only (no node, no ajv, no database), so
 * `@portal/events/commands` can go into the UI bundle. Who may send a command stays server-side.
 *
 * @example
 * import { commandSchemas, type CommandData } from '@portal/events/commands';
 * const data: CommandData<'SetPublicRegistration'> = { salesPartnerId, allowed: true };
 * Value.Check(commandSchemas.SetPublicRegistration, data); // true
 */
export const commandSchemas: UnionToIntersection<(typeof commandModules)[number]> = Object.assign({}, ...commandModules);

export type CommandSchemas = typeof commandSchemas;
export type CommandType = keyof CommandSchemas;
export type CommandData<T extends CommandType> = Static<CommandSchemas[T]>;

export * from './customer/customer-commands.ts';
export * from './mail/mail-commands.ts';
export * from './metering-point/metering-point-commands.ts';
export * from './market/market-commands.ts';
export * from './market/market-fields.ts';
export * from './offer/offer-commands.ts';
export * from './offer/offer-fields.ts';
export * from './platform-config/platform-config-commands.ts';
export * from './sales-partner/sales-partner-commands.ts';
export * from './user/user-commands.ts';
