import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { discriminatedUnion, DomainError, type Actor } from '@portal/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { acceptedOf, CommandAccepted, CommandProblem as Problem, type CommandDispatch } from './handler/command-accepted.ts';
import type { CommandDefinition } from './handler/command-definition.ts';
import type { HandlerDeps } from './handler/command-handler.ts';
import { originOf } from './user/user-routes-deps.ts';

const Uuid = Type.String({ format: 'uuid' });

export const forbiddenRole = (actor: Actor, type: string): DomainError => new DomainError('ERR_BAD_REQUEST', 403, `${actor.role} may not send ${type}`);

/** Runs a command for an authenticated request: its role check, its context, its handler (the command routes share it). */
export function commandDispatch(byType: ReadonlyMap<string, CommandDefinition>, handlerDeps: HandlerDeps, clock: () => Date): CommandDispatch {
  return async (request, type, data, commandId, correlationId) => {
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
}

export interface CommandRouteOptions {
  readonly commands: readonly CommandDefinition[];
  readonly byType: ReadonlyMap<string, CommandDefinition>;
  readonly authenticate: (request: FastifyRequest) => Actor | Promise<Actor>;
  readonly dispatch: CommandDispatch;
}

/**
 * `POST /api/commands` takes `{ type, commandId, data }`, validated by the command's schema,
 * authorised, handled by its decider, appended with the expected revision.
 */
export function commandRoute(app: FastifyInstance, { commands, byType, authenticate, dispatch }: CommandRouteOptions): void {
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
}

/** The `type` of a body not yet validated: whatever JSON arrived, a string or nothing. */
function typeOfBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, 'type')) return undefined;
  const { type } = body as { type?: unknown };
  return typeof type === 'string' ? type : undefined;
}
