import type { FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import type { CommandResult } from './command-handler.ts';

/** The answer of a command route (`POST /api/commands`, the CSV import): positions as strings, JSON has no bigint. */
export const CommandAccepted = Type.Object({
  data: Type.Object({
    streamId: Type.String(),
    position: Type.String({ description: 'global position of the last event; send it as X-Portal-Min-Position to read your write' }),
    nextExpectedRevision: Type.Union([Type.String(), Type.Null()]),
    events: Type.Integer({ description: 'events appended by this call (0 when nothing changed or on a replay)' }),
    duplicate: Type.Boolean({ description: 'true when this commandId had been handled before' }),
  }),
});

export function acceptedOf(result: CommandResult): Static<typeof CommandAccepted>['data'] {
  return {
    streamId: result.streamId,
    position: result.position.toString(),
    nextExpectedRevision: result.nextExpectedRevision === null ? null : result.nextExpectedRevision.toString(),
    events: result.events,
    duplicate: result.duplicate,
  };
}

/**
 * Runs a command for an authenticated request (`request.actor`) as `POST /api/commands` does:
 * the role check, the context (ids, tenant, clock, origin), the command's handler. Routes that
 * build a command from something else (a CSV file) send it through the same function.
 */
export type CommandDispatch = (request: FastifyRequest, type: string, data: unknown, commandId: string, correlationId?: string) => Promise<CommandResult>;
