import { randomUUID } from 'node:crypto';
import { customerIdOfStream, defaultPlatformConfig, portalCatalog, DomainError, validationError, type Actor, type CommandData, type CommandType, type CreateCustomer } from '@portal/events';
import { createPersonalDataKeys, createSqlBlobStore, type SqlEventStore } from '@portal/platform';
import { allCommands, runSystemCommand } from '../../app.ts';
import type { CommandResult, HandlerDeps } from '../../handler/command-handler.ts';
import type { IdentityPort } from '../../identity/identity-port.ts';
import { alphaId, betaId, partner } from '../../sales-partner/testing/partner-fixtures.ts';
import { testEventStore } from '@portal/platform/testing';

export const rightPassword = 'Acting-Pass-1!';

/** An identity port that knows one password for everybody and records whose sessions ended. */
export function fakeIdentity(): IdentityPort & { ended: string[]; forgotten: string[] } {
  const ended: string[] = [];
  const forgotten: string[] = [];
  return {
    ended,
    forgotten,
    async assertActingPassword({ actor }, password, field = 'data.actingPassword') {
      if (actor.role !== 'system' && password !== rightPassword) throw validationError(field, 'wrong password, action not executed');
    },
    async endSessionsOf(userIds) {
      ended.push(...userIds);
    },
    async forgetUsers(userIds) {
      forgotten.push(...userIds);
    },
  };
}

export interface CommandsForTest {
  readonly eventStore: SqlEventStore;
  readonly deps: HandlerDeps;
  readonly identity: ReturnType<typeof fakeIdentity>;
  /** Runs a command as this actor (the HTTP layer's role check included), as the API does after authentication. */
  send<T extends CommandType>(type: T, data: CommandData<T>, actor: Actor, commandId?: string): Promise<CommandResult>;
  /** CreateCustomer as this actor: the data with the customer number the command API assigned. */
  createCustomer(data: CreateCustomer, actor: Actor): Promise<CreateCustomer & { customerId: string }>;
  close(): Promise<void>;
}

/**
 * The command handlers on in-memory PGlite with the configuration and the partners alpha and
 * beta.
 */
export async function commandsForTest(): Promise<CommandsForTest> {
  const catalog = portalCatalog();
  const eventStore = await testEventStore({ catalog });
  const system = <T extends CommandType>(type: T, data: CommandData<T>) => runSystemCommand({ eventStore, catalog }, type, data);
  await system('SeedPlatformConfig', { lists: defaultPlatformConfig });
  await system('CreateSalesPartner', partner());
  await system('CreateSalesPartner', partner({ salesPartnerId: betaId, name: 'Beta Strom GmbH', subdomain: 'beta', domains: ['beta.localhost'] }));
  const identity = fakeIdentity();
  const blobStore = await createSqlBlobStore(eventStore.sql);
  const personalData = await createPersonalDataKeys(eventStore.sql);
  const deps: HandlerDeps = { eventStore, catalog, blobStore, identity, personalData, limits: { maxUsersPerCustomer: 5 } };
  const api: CommandsForTest = {
    eventStore,
    deps,
    identity,
    async send(type, data, actor, commandId = randomUUID()) {
      const command = allCommands.find((c) => c.type === type);
      if (!command) throw new Error(`unknown command ${type}`);
      if (!command.roles.includes(actor.role)) throw new Error(`${actor.role} may not send ${type}`);
      const now = new Date();
      return command.run(deps, data, { commandId, correlationId: commandId, causationId: commandId, actor, tenant: actor.salesPartnerId ?? 'platform', now });
    },
    async createCustomer(data, actor) {
      const result = await api.send('CreateCustomer', data, actor);
      return { ...data, customerId: customerIdOfStream(result.streamId) };
    },
    async close() {
      await eventStore.close();
    },
  };
  return api;
}

/** The refusal a promise ends with, as the API's error handler would answer it. */
export async function refusal(promise: Promise<unknown>): Promise<{ code: string; status: number; field?: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, status: error.status, field: error.field };
    throw error;
  }
  throw new Error('expected a refusal');
}

export { alphaId, betaId };
