import type { Actor } from '@portal/events';
import type { ErrorCode } from '@portal/events/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CommandApiOptions } from './app.ts';
import type { AuditFold } from './audit/audit-fold.ts';
import type { CommandDispatch } from './handler/command-accepted.ts';
import type { CommandDefinition } from './handler/command-definition.ts';
import type { HandlerDeps } from './handler/command-handler.ts';
import type { SessionDeps } from './session/session.ts';

/** What an area's routes get from the command API: its options and the pieces it builds once. */
export interface CommandRouteContext {
  readonly options: CommandApiOptions;
  readonly handlerDeps: HandlerDeps;
  readonly clock: () => Date;
  /** The operator token's check, for routes that take no session (the audit's own access rules). */
  readonly operator: (request: FastifyRequest) => Actor;
  /** Login and sessions; absent when the API runs without them (then only the operator token works). */
  readonly session?: SessionDeps;
  /** Sets `request.actor` from the session or the operator token. */
  readonly authenticate: (request: FastifyRequest) => Promise<void>;
  /** As `authenticate`, and refuses a role that may not send `type` before the body is read (ADR 25). */
  readonly authenticateFor: (type: string) => (request: FastifyRequest) => Promise<void>;
  /** Runs a command for an authenticated request, as `POST /api/commands` does. */
  readonly dispatch: CommandDispatch;
}

/**
 * What one business area adds to the command API, exported from its folder's `index.ts` and
 * listed once in `areas.ts`: its command definitions (`allCommands` is their union) and the
 * routes beside `/api/commands` (a file upload for one command, the session's own calls).
 */
export interface CommandArea {
  /** The area's folder under `command-api/src/`. */
  readonly name: string;
  readonly commands?: readonly CommandDefinition[];
  readonly routes?: (app: FastifyInstance, context: CommandRouteContext) => void | Promise<void>;
  /**
   * Stream category -> how the audit folds its streams: with the aggregate's own decider, so the
   * history shows the state the command side decides on. A category no area names folds with
   * `mergeFold` (ADR 26).
   */
  readonly auditFolds?: Readonly<Record<string, AuditFold>>;
  /**
   * The catalogue codes its deciders and routes may answer beyond the common ones: the
   * contracts' lists (`errorCodeAreas` of `@portal/events/error-codes`), which the UI's texts
   * are keyed by. `error-codes.spec.ts` fails on a code the folder answers and this lacks.
   */
  readonly errorCodes?: readonly ErrorCode[];
}
