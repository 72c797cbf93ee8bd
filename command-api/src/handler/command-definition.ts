import { commandSchemas, type Actor, type CommandData, type CommandSchemas, type CommandType } from '@portal/events';
import type { Static, TSchema } from 'typebox';
import type { CommandContext, CommandResult, HandlerDeps } from './command-handler.ts';

/**
 * One command as the API knows it: its name, its data schema (validation and OpenAPI), who may
 * send it, and how it runs (which stream, which decider). `run` receives the data typed from the
 * schema: whoever calls it has checked the data against `data` (the route's ajv) or typed it
 * against the same schema (`runSystemCommand`).
 *
 * The default `CommandDefinition` (schema `TSchema`) is the definition with its schema
 * forgotten, the element type of a list of different commands: its `run` takes `unknown`. A
 * typed definition fits into such a list because `run` is a method (compared bivariantly), so
 * keep it a method: as a function-typed property the list would refuse every typed definition.
 */
export interface CommandDefinition<S extends TSchema = TSchema, T extends string = string> {
  readonly type: T;
  readonly summary: string;
  readonly data: S;
  /** Roles allowed to send it over HTTP; 'system' alone means internal only (seeds, workers). */
  readonly roles: readonly Actor['role'][];
  run(deps: HandlerDeps, data: Static<S>, context: CommandContext): Promise<CommandResult>;
}

/** A command of the portal's contracts, typed by its name. */
export type PortalCommandDefinition<T extends CommandType> = CommandDefinition<CommandSchemas[T], T>;

/**
 * Defines a command of `@portal/events/commands`: the schema comes from `commandSchemas[type]`,
 * so it is named once, and `run` gets `CommandData<type>`.
 *
 * @example
 * defineCommand('SetPublicRegistration', {
 *   summary: 'Allows or forbids public registration (operator).',
 *   roles: ['admin'],
 *   run: (deps, data, context) => handleCommand(deps, decider, salesPartnerStream(data.salesPartnerId), { type: 'SetPublicRegistration', data }, context),
 * });
 */
export function defineCommand<T extends CommandType>(
  type: T,
  definition: {
    readonly summary: string;
    readonly roles: readonly Actor['role'][];
    run(deps: HandlerDeps, data: CommandData<T>, context: CommandContext): Promise<CommandResult>;
  },
): PortalCommandDefinition<T> {
  return { type, data: commandSchemas[type], summary: definition.summary, roles: definition.roles, run: definition.run };
}
