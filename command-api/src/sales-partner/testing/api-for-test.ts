import { defaultPlatformConfig, portalCatalog } from '@portal/events';
import { createHttpServer, createSqlBlobStore, type BlobStore, type SqlEventStore } from '@portal/platform';
import type { FastifyInstance } from 'fastify';
import { commandApi, runSystemCommand } from '../../app.ts';
import { testEventStore } from '@portal/platform/testing';

export const operatorToken = 'test-operator-token';
export const auth = { authorization: `Bearer ${operatorToken}` };

/** The command API with uploads, on in-memory PGlite with the configuration seeded. */
export async function apiWithBlobs(): Promise<{ app: FastifyInstance; eventStore: SqlEventStore; blobStore: BlobStore; close: () => Promise<void> }> {
  const catalog = portalCatalog();
  const eventStore = await testEventStore({ catalog });
  const blobStore = await createSqlBlobStore(eventStore.sql);
  await runSystemCommand({ eventStore, catalog }, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
  const app = await createHttpServer({ logger: false, title: 'test', operatorToken });
  await app.register(commandApi, { eventStore, catalog, blobStore, operatorToken });
  await app.ready();
  return {
    app,
    eventStore,
    blobStore,
    close: async () => {
      await app.close();
      await eventStore.close();
    },
  };
}

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
/** Bytes that sniff as the type, padded to `size`. */
export const fileOf = {
  png: (size = 64, seed = 0): Buffer => Buffer.concat([png, Buffer.alloc(Math.max(0, size - png.length), seed)]),
  jpeg: (size = 64): Buffer => Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(Math.max(0, size - 10))]),
  ico: (): Buffer => Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(16 + 40)]),
  pdf: (size = 64, seed = 0): Buffer => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, size - 9), seed)]),
  gif: (): Buffer => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
};
