import { busContract } from './bus.contract.ts';
import { InProcessBus } from './in-process-bus.ts';

busContract('in-process', async (onError) => {
  const bus = new InProcessBus({ onError });
  return { publisher: bus, subscriber: bus, close: () => bus.close() };
});

describe('in-process bus', () => {
  it('returns from publish before any handler has run', async () => {
    const bus = new InProcessBus();
    const seen: string[] = [];
    await bus.subscribe('portal.platform.CONFIG', (n) => seen.push(n.dbId));
    const published = bus.publish({ topic: 'CONFIG', messageId: 'm-1', dbId: 'countries', tenant: 'platform' });
    expect(seen).toEqual([]);
    await published;
    await bus.flush();
    expect(seen).toEqual(['countries']);
    await bus.close();
  });

  it('drops deliveries still queued when the subscriber unsubscribes', async () => {
    const bus = new InProcessBus();
    const seen: string[] = [];
    const sub = await bus.subscribe('portal.platform.CONFIG', (n) => seen.push(n.dbId));
    const published = bus.publish({ topic: 'CONFIG', messageId: 'm-1', dbId: 'countries', tenant: 'platform' });
    await sub.unsubscribe();
    await published;
    await bus.flush();
    expect(seen).toEqual([]);
    await bus.close();
  });

  it('counts a rejected async handler as a failure without surfacing it to the publisher', async () => {
    const failures: unknown[] = [];
    const bus = new InProcessBus({ onError: (error) => failures.push(error) });
    await bus.subscribe('portal.*.OFFER', async () => {
      throw new Error('async handler failed');
    });
    await bus.publish({ topic: 'OFFER', messageId: 'm-2', dbId: 'offer-1', tenant: 'sp-1' });
    await bus.flush();
    await bus.flush();
    expect(bus.failures).toBe(1);
    expect(failures).toEqual([new Error('async handler failed')]);
    await bus.close();
  });

  it('refuses a malformed pattern', async () => {
    const bus = new InProcessBus();
    await expect(bus.subscribe('portal.>.OFFER', () => undefined)).rejects.toThrow(/must end/);
    await expect(bus.subscribe('portal..OFFER', () => undefined)).rejects.toThrow(/bad subject pattern/);
    await bus.close();
  });
});
