import { DownloadError, downloadWithMarker, pdfFileName } from './download.ts';

const text = (s: string) => new TextEncoder().encode(s);
const PDF = '%PDF-1.4\nbody\n%%EOF\n';

function server(bodies: string[]) {
  let calls = 0;
  const waits: number[] = [];
  const fetchBytes = async () => {
    calls++;
    const body = bodies.shift();
    if (body === undefined) throw new Error('no body left');
    return text(body);
  };
  let r = 0;
  const randoms = [0, 0.5, 0.999];
  const deps = { sleep: async (ms: number) => void waits.push(ms), random: () => randoms[r++ % randoms.length] ?? 0 };
  return { fetchBytes, deps, waits, calls: () => calls };
}

describe('download with the end-of-file marker', () => {
  it('completes on the marker and strips it', async () => {
    const s = server([`${PDF}---eof---`]);
    const bytes = await downloadWithMarker(s.fetchBytes, s.deps);
    expect(new TextDecoder().decode(bytes)).toBe(PDF);
    expect(s.calls()).toBe(1);
  });

  it('retries on ---serializableError--- with a random 100-500 ms wait', async () => {
    const s = server(['%PDF-partial---serializableError---', '---serializableError---', '---serializableError---', `${PDF}---eof---`]);
    const bytes = await downloadWithMarker(s.fetchBytes, s.deps);
    expect(new TextDecoder().decode(bytes)).toBe(PDF);
    expect(s.calls()).toBe(4);
    expect(s.waits).toEqual([100, 300, 500]);
  });

  it('gives up after 10 attempts', async () => {
    const s = server(Array.from({ length: 12 }, () => '---serializableError---'));
    const error = await downloadWithMarker(s.fetchBytes, s.deps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as DownloadError).reason).toBe('dataNotComplete');
    expect(s.calls()).toBe(10);
    expect(s.waits).toHaveLength(9);
    for (const ms of s.waits) expect(ms >= 100 && ms <= 500).toBe(true);
  });

  it('refuses a body cut short (no marker) without retrying', async () => {
    const s = server([PDF.slice(0, 10), `${PDF}---eof---`]);
    await expect(downloadWithMarker(s.fetchBytes, s.deps)).rejects.toMatchObject({ reason: 'downloadNotComplete' });
    expect(s.calls()).toBe(1);
  });

  it('refuses an empty document', async () => {
    const s = server(['---eof---']);
    await expect(downloadWithMarker(s.fetchBytes, s.deps)).rejects.toMatchObject({ reason: 'noData' });
  });

  it('keeps a marker that only appears inside the content', async () => {
    const s = server(['%PDF ---eof--- inside\n---eof---']);
    expect(new TextDecoder().decode(await downloadWithMarker(s.fetchBytes, s.deps))).toBe('%PDF ---eof--- inside\n');
  });
});

describe('pdf file name', () => {
  it('is {name}.pdf without path characters', () => {
    expect(pdfFileName('AGB Portal 2025')).toBe('AGB Portal 2025.pdf');
    expect(pdfFileName('a/b:c')).toBe('a_b_c.pdf');
    expect(pdfFileName('  ')).toBe('document.pdf');
  });
});
