import { createHash, randomBytes } from 'node:crypto';
import type { BlobStore } from './blob-store.ts';

export interface BlobStoreTarget {
  readonly store: BlobStore;
  /** How many rows the store holds for a hash (0 or 1 for a content-addressed store). */
  readonly copies: (hash: string) => Promise<number>;
  teardown(): Promise<void>;
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The behaviour every BlobStore adapter must show (DESIGN.md decision 11). */
export function blobStoreContract(name: string, open: () => Promise<BlobStoreTarget>): void {
  describe(`blob store contract: ${name}`, () => {
    let target: BlobStoreTarget;
    beforeAll(async () => {
      target = await open();
    });
    afterAll(async () => {
      await target.teardown();
    });

    it('keys bytes by their sha256 and gives every byte value back unchanged', async () => {
      const bytes = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(4096)]);
      const info = await target.store.put(bytes, 'application/pdf');
      expect(info).toEqual({ hash: sha256(bytes), size: bytes.length, contentType: 'application/pdf' });
      const stored = await target.store.get(info.hash);
      expect(stored).toMatchObject(info);
      expect(Buffer.compare(stored!.bytes, bytes)).toBe(0);
      expect(await target.store.has(info.hash)).toBe(true);
      expect(await target.store.info(info.hash)).toEqual(info);
    });

    it('stores the same bytes once, however often and however concurrently they are put', async () => {
      const bytes = randomBytes(2048);
      const results = await Promise.all([1, 2, 3].map(() => target.store.put(bytes, 'image/png')));
      expect(new Set(results.map((r) => r.hash)).size).toBe(1);
      // The first record stands: a later put cannot relabel the bytes.
      expect(await target.store.put(bytes, 'image/jpeg')).toMatchObject({ contentType: 'image/png' });
      expect(await target.copies(sha256(bytes))).toBe(1);
    });

    it('answers null and false for unknown and malformed hashes', async () => {
      const unknown = sha256(randomBytes(8));
      expect(await target.store.get(unknown)).toBeNull();
      expect(await target.store.info(unknown)).toBeNull();
      expect(await target.store.has(unknown)).toBe(false);
      expect(await target.store.open(unknown)).toBeNull();
      expect(await target.store.get("x' OR '1'='1")).toBeNull();
      expect(await target.store.get(unknown.toUpperCase())).toBeNull();
    });

    it('reads a blob back in chunks that add up to the bytes', async () => {
      const bytes = randomBytes(2500);
      const { hash } = await target.store.put(bytes, 'application/pdf');
      const stream = await target.store.open(hash, { chunkSize: 1000 });
      expect(stream).toMatchObject({ hash, size: 2500, contentType: 'application/pdf' });
      const chunks: Buffer[] = [];
      for await (const chunk of stream!.chunks) chunks.push(chunk);
      expect(chunks.map((c) => c.length)).toEqual([1000, 1000, 500]);
      expect(Buffer.compare(Buffer.concat(chunks), bytes)).toBe(0);
    });

    it('keeps an empty blob', async () => {
      const info = await target.store.put(new Uint8Array(0), 'application/pdf');
      expect(info.size).toBe(0);
      expect((await target.store.get(info.hash))!.bytes.length).toBe(0);
    });
  });
}
