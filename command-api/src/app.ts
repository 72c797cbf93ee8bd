import { loadProfileCommands } from './load-profile/upload-load-profile.ts';
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { discriminatedUnion, DomainError, type Actor, type CommandData, type CommandType, type EventCatalog, type EventStore } from '@portal/events';
import { createPersonalDataKeys, SqlEventStore, type BlobStore, type PersonalDataKeys } from '@portal/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { auditApi } from './audit/index.ts';
import { acceptedOf, CommandAccepted, CommandProblem as Problem, type CommandDispatch } from './handler/command-accepted.ts';
import type { CommandDefinition } from './handler/command-definition.ts';
import { defaultLimits, type CommandLimits, type HandlerDeps } from './handler/command-handler.ts';
import { identityPort } from './identity/identity-port.ts';
import { mailCommands } from './mail/index.ts';
import { marketCommands } from './market/commands.ts';
import { marketUploadRoute } from './market/upload-route.ts';
import { operatorAuthenticator } from './plugins/operator-auth.ts';
import { platformConfigCommands } from './platform-config/commands.ts';
import { salesPartnerAdminCommands } from './sales-partner/admin-commands.ts';
import { salesPartnerCommands } from './sales-partner/commands.ts';
import { LoginDirectory } from './session/login-directory.ts';
import { sessionAuthenticator, type SessionOptions } from './session/session.ts';
import { sessionRoutes } from './session/session-routes.ts';
import { termsAcceptanceRoutes } from './terms-acceptance/terms-acceptance-routes.ts';
import { uploadsRoute } from './uploads/uploads-route.ts';
import { userCommands } from './user/commands.ts';
import { customerCommands } from './customer/commands.ts';
import { meteringPointCommands } from './metering-point/commands.ts';
import { forecastCommands } from './forecast/commands.ts';
import { offerCommands } from './offer/commands.ts';
import { feeCommands } from './offer/fee-commands.ts';
import { meteringPointImportRoute } from './metering-point/import-route.ts';
import { registrationRoutes } from './registration/registration-routes.ts';
import { originOf } from './user/user-routes-deps.ts';
import { userRoutes } from './user/user-routes.ts';

export const allCommands: readonly CommandDefinition[] = [...platformConfigCommands, ...salesPartnerCommands, ...salesPartnerAdminCommands, ...mailCommands, ...userCommands, ...customerCommands, ...meteringPointCommands, ...forecastCommands, ...loadProfileCommands, ...offerCommands, ...feeCommands, ...marketCommands];

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

const Uuid = Type.String({ format: 'uuid' });

export { CommandAccepted };



/**
 * The command API: `POST /api/commands` takes `{ type, commandId, data }`, validated by the
 * command's schema, authorised, handled by its decider, appended with the expected revision.
 */
export async function commandApi(app: FastifyInstance, options: CommandApiOptions): Promise<void> {
  const commands = (options.commands ?? allCommands).filter((c) => !(c.roles.length === 1 && c.roles[0] === 'system'));
  const byType = new Map(commands.map((c) => [c.type, c]));
  const operator = operatorAuthenticator(options.operatorToken);
  const clock = options.clock ?? (() => new Date());
  let authenticate: (request: FastifyRequest) => Actor | Promise<Actor> = operator;
  const handlerDeps: HandlerDeps = {
    eventStore: options.eventStore,
    catalog: options.catalog,
    blobStore: options.blobStore,
    limits: options.limits ?? defaultLimits,
    mailSecrets: options.session?.mailSecrets,
    // Beside the credentials, in the event store's database (when that is SQL).
    personalData: options.personalData ?? (options.eventStore instanceof SqlEventStore ? await createPersonalDataKeys(options.eventStore.sql) : undefined),
    identity: options.session && identityPort({ credentials: options.session.credentials, sessions: options.session.sessions, bus: options.session.bus, tokens: options.session.userTokens, limiter: options.session.limiter }),
  };
  if (options.session) {
    const sessionDeps = { ...options.session, directory: new LoginDirectory(options.eventStore), clock };
    authenticate = sessionAuthenticator(operator, sessionDeps);
    sessionRoutes(app, sessionDeps);
    termsAcceptanceRoutes(app, { ...sessionDeps, ...handlerDeps });
    const secrets = handlerDeps.identity?.secrets;
    if (secrets) userRoutes(app, { handlerDeps, secrets, session: options.session, directory: sessionDeps.directory, clock });
    if (options.session.captchas) registrationRoutes(app, { handlerDeps, captchas: options.session.captchas, limiter: options.session.limiter, directory: sessionDeps.directory, clock });
  }

  const forbiddenRole = (actor: Actor, type: string) => new DomainError('ERR_BAD_REQUEST', 403, `${actor.role} may not send ${type}`);

  /** Runs a command for an authenticated request: its role check, its context, its handler (the command routes share it). */
  const dispatch: CommandDispatch = async (request, type, data, commandId, correlationId) => {
    const command = byType.get(type);
    const actor = request.actor;
    if (!command || !actor) throw new DomainError('VALIDATION_ERROR', 400, `unknown command ${type}`, { field: 'type' });
    if (!command.roles.includes(actor.role)) throw forbiddenRole(actor, type);
    return command.run(handlerDeps, data, {
      commandId,
      correlationId: correlationId ?? commandId,
      causationId: commandId,
      actor,
      tenant: actor.salesPartnerId ?? 'platform',
      now: clock(),
      origin: originOf(request),
      clientAddress: request.ip,
    });
  };

  const Body = discriminatedUnion<{ type: string; commandId: string; correlationId?: string; data: unknown }>(
    'type',
    commands.map((c) =>
      Type.Object(
        { type: Type.Literal(c.type), commandId: Uuid, correlationId: Type.Optional(Uuid), data: c.data },
        { additionalProperties: false, title: c.type, description: c.summary },
      ),
    ),
  );

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/commands',
    {
      // Authentication comes before validation: an anonymous caller learns nothing about the schema.
      onRequest: async (request) => {
        request.actor = await authenticate(request);
      },
      // So does the role: a caller who may not send a command learns nothing of its schema, and an
      // auditor is refused every business command whatever its data (docs/adr/0025-auditors.md).
      preValidation: async (request) => {
        const type = typeOfBody(request.body);
        const command = type === undefined ? undefined : byType.get(type);
        if (command && request.actor && !command.roles.includes(request.actor.role)) throw forbiddenRole(request.actor, command.type);
      },
      schema: {
        summary: 'Send a command',
        description: `Commands: ${commands.map((c) => c.type).join(', ')}`,
        tags: ['commands'],
        body: Body,
        response: { 200: CommandAccepted, 400: Problem, 401: Problem, 403: Problem, 409: Problem },
      },
    },
    async (request) => {
      const { body } = request;
      return { data: acceptedOf(await dispatch(request, body.type, body.data, body.commandId, body.correlationId)) };
    },
  );

  await auditApi(app, { eventStore: options.eventStore, catalog: options.catalog, keys: handlerDeps.personalData, operator, sessions: options.session, clock });

  // The routes that take a file for one command refuse a role that may not send it before they
  // read the file, as /api/commands refuses it before validation (docs/adr/0025-auditors.md).
  const authenticateFor = (type: string) => async (request: FastifyRequest) => {
    request.actor = await authenticate(request);
    const command = byType.get(type);
    if (command && !command.roles.includes(request.actor.role)) throw forbiddenRole(request.actor, type);
  };

  await meteringPointImportRoute(app, { authenticate: authenticateFor('RegisterMeteringPoints'), dispatch });

  if (options.blobStore) {
    await uploadsRoute(app, {
      blobStore: options.blobStore,
      authenticate: async (request) => {
        request.actor = await authenticate(request);
      },
    });
    await marketUploadRoute(app, { blobStore: options.blobStore, authenticate: authenticateFor('StartMarketImport'), dispatch });
  }
}

/** The `type` of a body not yet validated: whatever JSON arrived, a string or nothing. */
function typeOfBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, 'type')) return undefined;
  const { type } = body as { type?: unknown };
  return typeof type === 'string' ? type : undefined;
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
