// A command API process for the crash test: `node command-crash-child.ts <pg url> <scenario> <kill at>`.
// Sends the scenario's setup, then its command, counting step boundaries while the command runs:
// before and after its append, after each effect outside the log. At boundary <kill at> the
// process SIGKILLs itself (0: never); a run that finishes prints `{"steps": n}` on stdout.
import { randomUUID } from 'node:crypto';
import { defaultPlatformConfig, portalCatalog, validationError, type EventStore } from '@portal/events';
import { createPersonalDataKeys, createPostgresEventStore, type PersonalDataKeys } from '@portal/platform';
import { allCommands, runSystemCommand } from '../../app.ts';
import { rightPassword } from '../../customer/testing/customer-api-for-test.ts';
import type { IdentityPort } from '../../identity/identity-port.ts';
import type { HandlerDeps } from '../command-handler.ts';
import { crashScenarios, type CrashStep } from './crash-scenarios.ts';

const [url, name, killAtArg] = process.argv.slice(2);
const scenario = name ? crashScenarios[name] : undefined;
if (!url || !scenario) throw new Error('usage: command-crash-child.ts <pg url> <scenario> <kill at>');
const killAt = Number(killAtArg ?? 0);

let armed = false;
let steps = 0;
function boundary(): void {
  if (!armed) return;
  steps += 1;
  if (steps === killAt) process.kill(process.pid, 'SIGKILL');
}

const catalog = portalCatalog();
const store = await createPostgresEventStore(url, { catalog });
const sql = store.sql;
// Effects land in a table, so the test can see across processes which ones ran.
await sql.query('CREATE TABLE IF NOT EXISTS crash_effects (kind text NOT NULL, subject text NOT NULL, UNIQUE (kind, subject))');
const record = async (kind: string, subjects: readonly string[]): Promise<void> => {
  for (const subject of subjects) await sql.query('INSERT INTO crash_effects VALUES ($1, $2) ON CONFLICT DO NOTHING', [kind, subject]);
};

const eventStore: EventStore = Object.assign(Object.create(store) as EventStore, {
  appendStreams: async (...args: Parameters<EventStore['appendStreams']>) => {
    boundary();
    const result = await store.appendStreams(...args);
    boundary();
    return result;
  },
});
const identity: IdentityPort = {
  async assertActingPassword(_context, password, field = 'data.actingPassword') {
    if (password !== rightPassword) throw validationError(field, 'wrong password, action not executed');
  },
  async endSessionsOf(userIds) {
    await record('endSessions', userIds);
    boundary();
  },
  async forgetUsers(userIds) {
    await record('forget', userIds);
    boundary();
  },
};
const keys = await createPersonalDataKeys(sql);
const personalData: PersonalDataKeys = Object.assign(Object.create(keys) as PersonalDataKeys, {
  erase: async (subject: string) => {
    await keys.erase(subject);
    await record('eraseKey', [subject]);
    boundary();
  },
});
const deps: HandlerDeps = { eventStore, catalog, identity, personalData, limits: { maxUsersPerCustomer: 5 } };

async function send(step: CrashStep) {
  const command = allCommands.find((c) => c.type === step.type);
  if (!command) throw new Error(`unknown command ${step.type}`);
  const now = new Date('2026-11-24T10:00:00.000Z');
  return command.run(deps, step.data, { commandId: step.commandId, correlationId: step.commandId, causationId: step.commandId, actor: step.actor, tenant: step.actor.salesPartnerId ?? 'platform', now });
}

await runSystemCommand({ eventStore, catalog }, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
for (const step of scenario.setup) await send(step);
for (const seed of scenario.seed ?? []) {
  const stored = await store.readStream(seed.streamId);
  if (stored.some((e) => e.type === seed.type)) continue;
  const at = new Date('2026-11-24T10:00:00.000Z').toISOString();
  const metadata = { commandId: `seed-${seed.type}`, correlationId: 'seed', causationId: 'seed', actor: { userId: 'system', role: 'system' as const }, tenant: 'platform', occurredAt: at, schemaVersion: 1 };
  await store.append(seed.streamId, [{ id: randomUUID(), type: seed.type, data: seed.data, metadata }], { expectedRevision: stored.at(-1)?.revision ?? 'no_stream' });
}
armed = true;
const result = await send(scenario.command);
armed = false;
process.stdout.write(`${JSON.stringify({ steps, duplicate: result.duplicate, streamId: result.streamId })}\n`);
await store.close();
