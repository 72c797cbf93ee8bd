import { randomUUID } from 'node:crypto';
import { createPgliteEventStore } from './adapters/pglite/pglite-event-store.ts';
import { platformConfigStream } from '@portal/events';
import { portalCatalog } from '@portal/events';
import { testEvent } from '@portal/events/testing';

describe('upcasting through the portal catalog', () => {
  it('reads a ConfigListReplaced stored at version 1 as version 2', async () => {
    const raw = await createPgliteEventStore();
    const v1 = testEvent('ConfigListReplaced', { list: 'configSextype', items: [{ id: 'MR', name: 'Herr', active: true }] }, { schemaVersion: 1 });
    const v2 = testEvent('ConfigListReplaced', { list: 'configSextype', items: [], reason: 'cleanup' }, { schemaVersion: 2 });
    await raw.append(platformConfigStream, [v1, v2], { expectedRevision: 'no_stream', commandId: randomUUID() });
    const stored = await raw.readStream(platformConfigStream);
    expect(stored[0]!.metadata.schemaVersion).toBe(1);
    expect(stored[0]!.data).not.toHaveProperty('reason');

    const catalog = portalCatalog();
    const [old, current] = stored.map((e) => catalog.upcast(e));
    expect(old!.metadata.schemaVersion).toBe(2);
    expect(old!.data).toEqual({ list: 'configSextype', items: [{ id: 'MR', name: 'Herr', active: true }], reason: 'not recorded (schema version 1)' });
    expect(() => catalog.validate(old!.type, old!.data)).not.toThrow();
    expect(current!.data).toEqual(v2.data);

    // A store opened with the catalog upcasts on every read path.
    const store = await createPgliteEventStore({ driver: raw.sql as never, catalog });
    const [viaStream] = await store.readStream(platformConfigStream);
    const viaAll = (await store.readAll()).find((e) => e.id === v1.id);
    expect(viaStream!.data).toEqual(old!.data);
    expect(viaAll!.data).toEqual(old!.data);
    await raw.close();
  });

  it('refuses an event with no upcaster path instead of handing out the wrong shape', () => {
    const catalog = portalCatalog();
    const future = { ...testEvent('ConfigListReplaced', {}), metadata: { ...testEvent('x').metadata, schemaVersion: 0 } };
    expect(() => catalog.upcast({ ...future, streamId: 's', revision: 0n, globalPosition: 1n, checkpoint: { commit: 1n, position: 1n }, recordedAt: '' })).toThrow(
      /no upcaster/,
    );
  });
});
