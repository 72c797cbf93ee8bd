import type { Actor } from '@portal/events';
import type { TSchema } from 'typebox';
import type { CommandContext, CommandResult, HandlerDeps } from './command-handler.ts';

/**
 * One command as the API knows it: its name, its data schema (validation and OpenAPI), who may
 * send it, and how it runs (which stream, which decider).
 */
export interface CommandDefinition {
  readonly type: string;
  readonly summary: string;
  readonly data: TSchema;
  /** Roles allowed to send it over HTTP; 'system' alone means internal only (seeds, workers). */
  readonly roles: readonly Actor['role'][];
  run(deps: HandlerDeps, data: unknown, context: CommandContext): Promise<CommandResult>;
}
