/** What the store knows about a blob: its sha256 key, size in bytes and content type. */
export interface BlobInfo {
  /** sha256 of the bytes, lower-case hex: the key events carry (DESIGN.md decision 11). */
  readonly hash: string;
  readonly size: number;
  readonly contentType: string;
}

export interface BlobContent extends BlobInfo {
  readonly bytes: Buffer;
}

/** A blob read in chunks, for answers that should not hold a whole PDF in memory. */
export interface BlobStream extends BlobInfo {
  readonly chunks: AsyncIterable<Buffer>;
}

/**
 * Content-addressed files: uploads and generated documents. The key is the sha256 of the bytes,
 * so the same bytes are stored once however often they are put, and an event that carries a
 * hash always means the same bytes. Blobs are never changed or deleted by the application.
 *
 * @example
 * const { hash } = await blobs.put(pngBytes, 'image/png');
 * await append('salesPartner-1', [{ type: 'SalesPartnerDesignChanged', data: { logo: hash, ... } }]);
 * const logo = await blobs.get(hash); // { bytes, contentType: 'image/png', size, hash }
 */
export interface BlobStore {
  /** Stores the bytes under their sha256; a second put of the same bytes keeps the first record. */
  put(bytes: Uint8Array, contentType: string): Promise<BlobInfo>;
  get(hash: string): Promise<BlobContent | null>;
  /** Hash, size and type without reading the bytes. */
  info(hash: string): Promise<BlobInfo | null>;
  has(hash: string): Promise<boolean>;
  /** The bytes in chunks of `chunkSize` (default 256 KiB), read one after the other. */
  open(hash: string, options?: { chunkSize?: number }): Promise<BlobStream | null>;
}

/** A sha256 in the form the store keys by. */
export const blobHashPattern = '^[0-9a-f]{64}$';
const hashRegex = new RegExp(blobHashPattern);
export const isBlobHash = (value: string): boolean => hashRegex.test(value);
