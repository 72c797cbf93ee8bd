import { Transform, type TransformCallback } from 'node:stream';
import { DomainError } from '@portal/events';
import { decodeCsvBytes } from '@portal/events/load-profile';
import { sniffContentType, type SniffedType } from '@portal/platform';

export type UploadType = SniffedType | 'text/csv';

const MiB = 1024 * 1024;

/** Largest accepted upload per type: images 1 MiB, PDFs 10 MiB, load profile CSVs 50 MiB (ten years of quarter hours, spec section 5). */
export const uploadLimits: Record<UploadType, number> = {
  'image/png': MiB,
  'image/jpeg': MiB,
  'image/x-icon': MiB,
  'application/pdf': 10 * MiB,
  'text/csv': 50 * MiB,
};

/** Bytes read before the type is decided: a CSV's header line (and its semicolon) comes within them. */
const sniffBytes = 64 * 1024;

export const invalidFile = (status: number, message: string): DomainError => new DomainError('INVALID_FILE', status, message, { field: 'body' });

/**
 * A load profile CSV (docs/load-profiles.md), judged on the whole file or its first bytes: text
 * `decodeCsvBytes` reads (UTF-8 or Windows-1252, no control characters) with a semicolon, and no
 * markup: an HTML or SVG page stays refused whatever it is named, so nothing stored is a page.
 */
export function looksLikeCsv(bytes: Uint8Array): boolean {
  const decoded = decodeCsvBytes(bytes);
  if (!decoded.ok) return false;
  return !decoded.text.trimStart().startsWith('<') && decoded.text.includes(';');
}

/** The type of the bytes, or null: a sniffed binary type first, else a CSV. */
export const uploadTypeOf = (bytes: Uint8Array): UploadType | null => sniffContentType(bytes) ?? (looksLikeCsv(bytes) ? 'text/csv' : null);

/**
 * The body as it arrives, refused as soon as its first bytes tell what it is: a body that is
 * none of the accepted types is refused after 64 KiB (400), and one larger than its type's limit
 * when it passes that limit (413), so neither is read whole. The route decides again on the
 * whole body.
 */
export class UploadLimitStream extends Transform {
  private head: Buffer[] = [];
  private seen = 0;
  private limit: number | null = null;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.limit === null) {
      this.head.push(chunk);
      if (this.seen < sniffBytes) return done();
      const refused = this.decide(Buffer.concat(this.head));
      if (refused) return done(refused);
      this.push(Buffer.concat(this.head));
      this.head = [];
      return done();
    }
    if (this.seen > this.limit) return done(invalidFile(413, `this upload is limited to ${this.limit / MiB} MiB`));
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.head.length > 0) this.push(Buffer.concat(this.head));
    done();
  }

  private decide(head: Buffer): DomainError | null {
    const type = uploadTypeOf(head);
    if (!type) return invalidFile(400, 'the content is not a PNG, JPEG, ICO, PDF or CSV (semicolon-separated text) file');
    this.limit = uploadLimits[type];
    return this.seen > this.limit ? invalidFile(413, `a ${type} upload is limited to ${this.limit / MiB} MiB`) : null;
  }
}
