import { Transform, type TransformCallback } from 'node:stream';
import { DomainError, maxMarketFileBytes } from '@portal/events';

/**
 * What the upload route takes as a market file before any importer reads it: UTF-8 text (a BOM
 * allowed) without NUL bytes, either XML (ENTSO-E) or CSV (the banks, our forwards). Whether it
 * is a good file of its kind is the import job's to say, with lines and columns; this only keeps
 * binaries, pages and empty bodies out of the blob store.
 */

const MiB = 1024 * 1024;
/** Bytes judged before the rest is let through: a header line comes within them. */
const headBytes = 64 * 1024;

export const invalidMarketFile = (status: number, message: string): DomainError => new DomainError('INVALID_FILE', status, message, { field: 'body' });
export const tooLarge = (): DomainError => invalidMarketFile(413, `a market file is limited to ${maxMarketFileBytes / MiB} MiB`);

export type MarketFileType = 'application/xml' | 'text/csv';

/**
 * The stored type of a market file's bytes (the whole file or its first bytes), or why it is
 * refused. `complete` says whether `bytes` is the whole file: a cut in the middle of a UTF-8
 * sequence at the end of a head is no fault.
 */
export function marketFileTypeOf(bytes: Uint8Array, complete: boolean): { type: MarketFileType } | { refused: string } {
  if (bytes.length === 0) return { refused: 'the file is empty' };
  if (bytes.includes(0)) return { refused: 'the file is binary (NUL bytes), not XML or CSV text' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !complete });
  } catch {
    return { refused: 'the file is not UTF-8 text' };
  }
  const head = text.replace(/^\uFEFF/, '').trimStart();
  if (head === '') return { refused: 'the file holds only blanks' };
  if (head.startsWith('<')) {
    // A page is never a market file, whatever it is called: nothing stored may be served as HTML.
    if (/^<(!doctype\s+html|html|svg)\b/i.test(head)) return { refused: 'the file is a web page, not XML market data' };
    return { type: 'application/xml' };
  }
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.includes(',') || firstLine.includes(';')) return { type: 'text/csv' };
  return { refused: 'the file is neither XML nor CSV (no comma or semicolon in its first line)' };
}

/**
 * The body as it arrives: refused after its first 64 KiB when they are no market text (400), and
 * as soon as it passes `maxMarketFileBytes` (413), so neither is read whole. The route judges
 * the whole body again.
 */
export class MarketFileLimitStream extends Transform {
  private head: Buffer[] = [];
  private seen = 0;
  private judged = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > maxMarketFileBytes) return done(tooLarge());
    if (this.judged) return done(null, chunk);
    this.head.push(chunk);
    if (this.seen < headBytes) return done();
    const head = Buffer.concat(this.head);
    const verdict = marketFileTypeOf(head, false);
    if ('refused' in verdict) return done(invalidMarketFile(400, verdict.refused));
    this.judged = true;
    this.head = [];
    done(null, head);
  }

  override _flush(done: TransformCallback): void {
    if (this.head.length > 0) this.push(Buffer.concat(this.head));
    done();
  }
}
