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

/**
 * What a refusal adds beyond code, field and message: the rule it names (`key`, the UI's
 * `errorInfo.<rule>`) and, when a command refuses many items at once (a batch of metering
 * points, the findings in a load profile file), every problem with its field and the count.
 */
export const ProblemDetails = Type.Object(
  {
    key: Type.Optional(Type.String()),
    problems: Type.Optional(
      Type.Array(
        Type.Object({
          field: Type.String(),
          message: Type.String(),
          key: Type.Optional(Type.String()),
          // A refused file (UploadLoadProfile) cites each finding's place in the file.
          code: Type.Optional(Type.String()),
          line: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
          column: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
          timestamp: Type.Optional(Type.Union([Type.String(), Type.Null()])),
        }),
      ),
    ),
    problemCount: Type.Optional(Type.Integer()),
  },
  { additionalProperties: true },
);

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
