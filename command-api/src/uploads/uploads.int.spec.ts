import { createHash } from 'node:crypto';
import { luxonProfile } from '@portal/events/load-profile/testing';
import type { BlobStore } from '@portal/platform';
import type { FastifyInstance } from 'fastify';
import { apiWithBlobs, auth, fileOf } from '../sales-partner/testing/api-for-test.ts';

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

describe('POST /api/uploads', () => {
  let app: FastifyInstance;
  let blobStore: BlobStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, blobStore, close } = await apiWithBlobs());
  });
  afterAll(() => close());

  const upload = (payload: Buffer, contentType: string, headers: Record<string, string> = auth) =>
    app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, 'content-type': contentType } });

  it.each([
    ['a PNG', fileOf.png(), 'image/png', 'image/png'],
    ['a JPEG', fileOf.jpeg(), 'image/jpeg', 'image/jpeg'],
    ['an ICO', fileOf.ico(), 'image/x-icon', 'image/x-icon'],
    ['a PDF of 2 MiB', fileOf.pdf(2 * MiB), 'application/pdf', 'application/pdf'],
    ['a JPEG sent as image/png (the content decides)', fileOf.jpeg(100), 'image/png', 'image/jpeg'],
  ])('stores %s under its sha256', async (_name, bytes, sent, stored) => {
    const res = await upload(bytes, sent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { hash: sha256(bytes), contentType: stored, size: bytes.length } });
    expect(Buffer.compare((await blobStore.get(sha256(bytes)))!.bytes, bytes)).toBe(0);
  });

  it('answers the same hash for the same bytes', async () => {
    const bytes = fileOf.png(300, 7);
    const [a, b] = [await upload(bytes, 'image/png'), await upload(bytes, 'image/png')];
    expect(a.json().data.hash).toBe(b.json().data.hash);
  });

  it.each([
    ['a GIF sent as image/png', fileOf.gif(), 'image/png'],
    ['an HTML page sent as image/png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['JSON', Buffer.from('{"logo":true}'), 'application/json'],
    ['an empty body', Buffer.alloc(0), 'image/png'],
  ])('refuses %s with 400 INVALID_FILE and stores nothing', async (_name, bytes, contentType) => {
    const res = await upload(bytes, contentType);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isClientError: true, code: 'INVALID_FILE', field: 'body' });
    expect(await blobStore.has(sha256(bytes))).toBe(false);
  });

  it('refuses an image over 1 MiB with 413 INVALID_FILE', async () => {
    const bytes = fileOf.png(MiB + 1);
    const res = await upload(bytes, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'INVALID_FILE', field: 'body' });
    expect(await blobStore.has(sha256(bytes))).toBe(false);
  });

  it('refuses a PDF over 10 MiB with 413 INVALID_FILE', async () => {
    const res = await upload(fileOf.pdf(10 * MiB + 1), 'application/pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ isClientError: true, code: 'INVALID_FILE' });
  });

  describe('load profile CSVs', () => {
    const profile = luxonProfile({ from: '2026-03-29', to: '2026-03-29', resolution: 15, directions: 'CONS', timeZone: 'Europe/Zurich' });

    it.each([
      ['UTF-8', Buffer.from(profile, 'utf8')],
      ['UTF-8 with byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(profile, 'utf8')])],
      ['Windows-1252 with an umlaut in a comment', Buffer.concat([Buffer.from('# Z\xe4hler 1\r\n', 'latin1'), Buffer.from(profile, 'utf8')])],
    ])('stores a %s file as text/csv, whatever the header claims', async (_name, bytes) => {
      const res = await upload(bytes, 'application/octet-stream');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { hash: sha256(bytes), contentType: 'text/csv', size: bytes.length } });
      expect(Buffer.compare((await blobStore.get(sha256(bytes)))!.bytes, bytes)).toBe(0);
    });

    it('takes a CSV of more than 10 MiB (ten years of quarter hours)', async () => {
      const row = '2026-01-01T00:00:00+01:00;2026-01-01T00:15:00+01:00;12.500\r\n';
      const bytes = Buffer.from(`from;to;kW\r\n${row.repeat(Math.ceil((11 * MiB) / row.length))}`);
      const res = await upload(bytes, 'text/csv');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ contentType: 'text/csv', size: bytes.length });
    });

    it('refuses a CSV over 50 MiB with 413 INVALID_FILE and stores nothing', async () => {
      const bytes = Buffer.alloc(50 * MiB + 1, 'a;');
      const res = await upload(bytes, 'text/csv');
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'INVALID_FILE', field: 'body' });
    });

    it.each([
      ['UTF-16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('from;to;kW', 'utf16le')])],
      ['text with NUL bytes', Buffer.from('from;to;kW\u0000\n')],
      ['an XLSX (ZIP) file', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x3b, 0x3b])],
      ['an HTML page with semicolons', Buffer.from('<html><script>a();b();</script></html>')],
    ])('refuses %s with 400 INVALID_FILE', async (_name, bytes) => {
      const res = await upload(bytes, 'text/csv');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_FILE', field: 'body' });
      expect(await blobStore.has(sha256(bytes))).toBe(false);
    });
  });

  it('refuses anonymous callers with 401 and stores nothing', async () => {
    const bytes = fileOf.png(128, 9);
    const res = await upload(bytes, 'image/png', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'NOT_AUTHORIZED' });
    expect(await blobStore.has(sha256(bytes))).toBe(false);
  });

  it('leaves POST /api/commands on JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/commands', payload: fileOf.png(), headers: { ...auth, 'content-type': 'image/png' } });
    expect(res.statusCode).toBe(415);
  });
});
