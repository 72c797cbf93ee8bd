import { randomUUID } from 'node:crypto';
import type { Actor, CommandData, CommandType, EventCatalog, EventStore } from '@portal/events';
import { createPersonalDataKeys, SqlEventStore, type BlobStore, type PersonalDataKeys } from '@portal/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CommandRouteContext } from './area.ts';
import { commandAreas } from './areas.ts';
import { auditApi } from './audit/index.ts';
import { commandDispatch, commandRoute, forbiddenRole } from './command-route.ts';
import { CommandAccepted } from './handler/command-accepted.ts';
import type { CommandDefinition } from './handler/command-definition.ts';
import { defaultLimits, type CommandLimits, type HandlerDeps } from './handler/command-handler.ts';
import { identityPort } from './identity/identity-port.ts';
import { operatorAuthenticator } from './plugins/operator-auth.ts';
import { LoginDirectory } from './session/login-directory.ts';
import { sessionAuthenticator, type SessionOptions } from './session/session.ts';

/** Every command the areas define (`areas.ts`), system commands included. */
export const allCommands: readonly CommandDefinition[] = commandAreas.flatMap((area) => area.commands ?? []);

export interface CommandApiOptions {
  readonly eventStore: EventStore;
  readonly catalog: EventCatalog;
  /** Uploads and the commands that refer to files; without it POST /api/uploads is absent. */
  readonly blobStore?: BlobStore;
  readonly operatorToken?: string;
  readonly commands?: readonly CommandDefinition[];
  readonly clock?: () => Date;
  /** Login, sessions and the session as a command's actor; without it only the operator token works. */
  readonly session?: SessionOptions;
  readonly limits?: CommandLimits;
  /** Keys of personal data (crypto-shredding); defaults to the table in a SQL event store's database. */
  readonly personalData?: PersonalDataKeys;
}

export { CommandAccepted };

/**
 * The command API: `POST /api/commands` (command-route.ts) and the routes of every area
 * (areas.ts), which share its authentication and its dispatch.
 */
export async function commandApi(app: FastifyInstance, options: CommandApiOptions): Promise<void> {
  const commands = (options.commands ?? allCommands).filter((c) => !(c.roles.length === 1 && c.roles[0] === 'system'));
  const byType = new Map(commands.map((c) => [c.type, c]));
  const operator = operatorAuthenticator(options.operatorToken);
  const clock = options.clock ?? (() => new Date());
  const handlerDeps = await handlerDepsOf(options);
  const session = options.session && { ...options.session, directory: new LoginDirectory(options.eventStore), clock };
  const authenticateActor: (request: FastifyRequest) => Actor | Promise<Actor> = session ? sessionAuthenticator(operator, session) : operator;
  const dispatch = commandDispatch(byType, handlerDeps, clock);
  commandRoute(app, { commands, byType, authenticate: authenticateActor, dispatch });

  const authenticate = async (request: FastifyRequest) => {
    request.actor = await authenticateActor(request);
  };
  const context: CommandRouteContext = {
    options,
    handlerDeps,
    clock,
    operator,
    session,
    authenticate,
    // The routes that take a file for one command refuse a role that may not send it before they
    // read the file, as /api/commands refuses it before validation (docs/adr/0025-auditors.md).
    authenticateFor: (type) => async (request) => {
      await authenticate(request);
      const command = byType.get(type);
      if (command && request.actor && !command.roles.includes(request.actor.role)) throw forbiddenRole(request.actor, type);
    },
    dispatch,
  };
  for (const area of commandAreas) await area.routes?.(app, context);
  // The audit reads every area's streams (folded by the areas' auditFolds), so it is no area itself.
  await auditApi(app, { eventStore: options.eventStore, catalog: options.catalog, keys: handlerDeps.personalData, operator, sessions: options.session, clock });
}

async function handlerDepsOf(options: CommandApiOptions): Promise<HandlerDeps> {
  return {
    eventStore: options.eventStore,
    catalog: options.catalog,
    blobStore: options.blobStore,
    limits: options.limits ?? defaultLimits,
    mailSecrets: options.session?.mailSecrets,
    // Beside the credentials, in the event store's database (when that is SQL).
    personalData: options.personalData ?? (options.eventStore instanceof SqlEventStore ? await createPersonalDataKeys(options.eventStore.sql) : undefined),
    identity: options.session && identityPort({ credentials: options.session.credentials, sessions: options.session.sessions, bus: options.session.bus, tokens: options.session.userTokens, limiter: options.session.limiter }),
  };
}

/** Runs a command inside the process (seeds, workers, the ops CLI) with the system as actor. */
export function runSystemCommand<T extends CommandType>(
  options: Pick<CommandApiOptions, 'eventStore' | 'catalog' | 'commands' | 'blobStore' | 'personalData'>,
  type: T,
  data: CommandData<T>,
  commandId: string = randomUUID(),
  /** Seeds that act for a user (a partner user creating its demo customers); default the system. */
  actor: Actor = { userId: 'system', role: 'system' },
): ReturnType<CommandDefinition['run']> {
  const command = (options.commands ?? allCommands).find((c) => c.type === type);
  if (!command) throw new Error(`unknown command ${type}`);
  const deps: HandlerDeps = { eventStore: options.eventStore, catalog: options.catalog, blobStore: options.blobStore, limits: defaultLimits, personalData: options.personalData };
  return command.run(deps, data, {
    commandId,
    correlationId: commandId,
    causationId: commandId,
    actor,
    tenant: actor.salesPartnerId ?? 'platform',
    now: new Date(),
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
}
