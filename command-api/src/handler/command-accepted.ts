import type { FastifyRequest } from 'fastify';
import type { CommandAccepted } from '@portal/events/read-contracts';
import type { CommandResult } from './command-handler.ts';

// The command routes' answers are contracts of @portal/events/read-contracts (the UI types its
// calls with the same schemas); re-exported for the routes that declare them.
export { CommandAccepted, CommandProblem } from '@portal/events/read-contracts';

export function acceptedOf(result: CommandResult): CommandAccepted['data'] {
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
