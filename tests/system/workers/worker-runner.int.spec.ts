import { randomUUID } from 'node:crypto';
import { handleCommand, type CommandDefinition } from '@portal/command-api';
import { defineEvent, DomainError, EventCatalog, type Decider } from '@portal/events';
import { createSqlBlobStore, PgliteDriver, type SqlEventStore } from '@portal/platform';
import { testEvent } from '@portal/events/testing';
import Type from 'typebox';
import { createPgReadStore, type Logger, type ReadStore } from '@portal/projections';
import { outgoingFile, WorkerRunner, type Effect, type Reactor, type RequestedCommand } from '@portal/workers';
import { testEventStore } from '@portal/platform/testing';

const silentLoggerForTests: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

type Pong = { type: 'Ponged'; data: { ping: string } };
const Ping = Type.Object({ ping: Type.String(), refuse: Type.Boolean() });
const pongDecider: Decider<{ ping: string; refuse: boolean }, { ponged: boolean }, Pong> = {
  initialState: () => ({ ponged: false }),
  decide: (command, state) => {
    if (command.refuse) throw new DomainError('STATE_ERROR', 403, 'refused');
    return state.ponged ? [] : [{ type: 'Ponged', data: { ping: command.ping } }];
  },
  evolve: () => ({ ponged: true }),
};
const pong: CommandDefinition<typeof Ping> = {
  type: 'Pong',
  summary: 'test',
  data: Ping,
  roles: ['system'],
  run: (deps, data, context) => handleCommand(deps, pongDecider, `pong-${data.ping}`, data, context),
};
const reactor: Reactor<RequestedCommand> = {
  name: 'ponger',
  handles: ['Pinged'],
  react: (e) => [{ type: 'Pong', data: { ping: e.id, refuse: (e.data as { refuse?: boolean }).refuse === true } }],
};

describe('worker runner', () => {
  let eventStore: SqlEventStore;
  let readStore: ReadStore;
  const catalog = new EventCatalog().register(defineEvent('Ponged', Type.Object({ ping: Type.String() })));
  beforeEach(async () => {
    eventStore = await testEventStore();
    readStore = await createPgReadStore(eventStore.sql);
  });
  afterEach(async () => {
    await eventStore.close();
  });

  const runner = () => new WorkerRunner({ eventStore, readStore, catalog, commands: [pong], logger: silentLoggerForTests }).register(reactor);
  const pongs = async () => (await eventStore.readAll({ maxCount: 10_000 })).filter((e) => e.type === 'Ponged');
  async function until(check: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('condition not reached in 10 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('sends one command per reaction, caused by and correlated with its event', async () => {
    const ping = testEvent('Pinged', {});
    await eventStore.append(`ping-${randomUUID()}`, [ping], { expectedRevision: 'no_stream' });
    const worker = runner();
    await worker.start();
    await until(async () => (await pongs()).length === 1);
    const [reply] = await pongs();
    expect(reply!.metadata).toMatchObject({ causationId: ping.id, correlationId: ping.metadata.correlationId, actor: { userId: 'worker:ponger', role: 'system' } });
    await worker.stop();
  });

  it('replaying the log acts once: the derived commandIds are already known', async () => {
    for (let i = 0; i < 5; i += 1) await eventStore.append(`ping-${randomUUID()}`, [testEvent('Pinged', {})], { expectedRevision: 'no_stream' });
    const first = runner();
    await first.start();
    await until(async () => (await pongs()).length === 5);
    await first.stop();
    // A read store that has never seen this worker starts it at the beginning of the log, as
    // after a crash between sending the commands and saving the checkpoint.
    readStore = await createPgReadStore(await PgliteDriver.open(), { ownsDriver: true });
    try {
      const second = runner();
      await second.start();
      await until(async () => (await readStore.checkpoint('worker-ponger')).position >= (await eventStore.head()).position);
      expect(await pongs()).toHaveLength(5);
      await second.stop();
    } finally {
      await readStore.close();
    }
  });

  it('skips a command the domain refuses and carries on', async () => {
    await eventStore.append(`ping-${randomUUID()}`, [testEvent('Pinged', { refuse: true })], { expectedRevision: 'no_stream' });
    await eventStore.append(`ping-${randomUUID()}`, [testEvent('Pinged', {})], { expectedRevision: 'no_stream' });
    const worker = runner();
    await worker.start();
    await until(async () => (await pongs()).length === 1);
    expect(worker.status()).toEqual([{ name: 'ponger', state: 'running' }]);
    await worker.stop();
  });

  it('stores the files a command names before sending it, under the id the command names', async () => {
    const blobStore = await createSqlBlobStore(eventStore.sql);
    const report = outgoingFile(Buffer.from('the report'), 'text/plain');
    // Two pings ask for one outcome by its id.
    const filer: Reactor<RequestedCommand> = { ...reactor, name: 'filer', react: () => [{ type: 'Pong', data: { ping: report.hash, refuse: false }, commandId: '5d0c2b4e-0000-4000-8000-000000000001', files: [report] }] };
    for (let i = 0; i < 2; i += 1) await eventStore.append(`ping-${randomUUID()}`, [testEvent('Pinged', {})], { expectedRevision: 'no_stream' });
    const worker = new WorkerRunner({ eventStore, readStore, catalog, commands: [pong], logger: silentLoggerForTests, blobStore }).register(filer);
    await worker.start();
    await until(async () => (await readStore.checkpoint('worker-filer')).position >= (await eventStore.head()).position);
    expect((await pongs()).map((e) => [e.data, e.metadata.commandId])).toEqual([[{ ping: report.hash }, '5d0c2b4e-0000-4000-8000-000000000001']]);
    expect((await blobStore.get(report.hash))?.bytes.toString()).toBe('the report');
    await worker.stop();
  });

  it('runs the effect a reaction asks for and sends the outcome it answers; a stop during a wait leaves the checkpoint before the event', async () => {
    const ran: string[] = [];
    const echo: Effect = { type: 'Echo', run: async (request) => (ran.push(request.type), { type: 'Pong', data: request.data }) };
    const waiting = (notBefore: string): Reactor<RequestedCommand> => ({ ...reactor, name: 'echoer', react: (e) => (ran.push('react'), [{ type: 'Echo', data: { ping: e.id, refuse: false }, notBefore }]) });
    await eventStore.append(`ping-${randomUUID()}`, [testEvent('Pinged', {})], { expectedRevision: 'no_stream' });
    const options = { eventStore, readStore, catalog, commands: [pong], logger: silentLoggerForTests, effects: [echo] };
    const later = new WorkerRunner(options).register(waiting('2999-01-01T00:00:00.000Z'));
    await later.start();
    await until(async () => ran.includes('react'));
    await later.stop();
    expect(later.status()).toEqual([{ name: 'echoer', state: 'stopped' }]);
    expect((await readStore.checkpoint('worker-echoer')).position).toBe(0n);
    const now = new WorkerRunner(options).register(waiting('2000-01-01T00:00:00.000Z'));
    await now.start();
    await until(async () => (await pongs()).length === 1);
    expect(ran).toEqual(['react', 'react', 'Echo']);
    await now.stop();
  });

  it('stops a worker whose reactor throws, and says so', async () => {
    const broken: Reactor<RequestedCommand> = { ...reactor, name: 'broken', react: () => { throw new Error('bug'); } };
    await eventStore.append(`ping-${randomUUID()}`, [testEvent('Pinged', {})], { expectedRevision: 'no_stream' });
    const worker = new WorkerRunner({ eventStore, readStore, catalog, commands: [pong], logger: silentLoggerForTests }).register(broken);
    await worker.start();
    await until(async () => worker.status()[0]?.state === 'failed');
    await worker.stop();
  });
});
