import { checkLoadProfile } from './check-load-profile.ts';
import { decodeCsvBytes } from './decode.ts';
import { limits, luxonProfile } from './testing/profile-files.ts';

const day = { from: '2026-06-01', to: '2026-06-01', resolution: 15, directions: 'CONS', timeZone: 'Europe/Zurich' } as const;
const utf8 = (text: string) => new TextEncoder().encode(text);
/** Windows-1252 for the text of these specs: ASCII plus the umlauts, one byte each. */
const cp1252 = (text: string) => Uint8Array.from([...text].map((c) => ({ ä: 0xe4, ö: 0xf6, ü: 0xfc, Ä: 0xc4, Ö: 0xd6, Ü: 0xdc, ß: 0xdf })[c] ?? c.charCodeAt(0)));
const withComment = `# Lastgang Zähler Müller, Bülach\r\n${luxonProfile(day)}`;

function checkBytes(bytes: Uint8Array) {
  const decoded = decodeCsvBytes(bytes);
  if (!decoded.ok) return { decoded };
  return { decoded, check: checkLoadProfile(decoded.text, day, limits) };
}

describe('decodeCsvBytes', () => {
  it('reads UTF-8 without a byte order mark', () => {
    const { decoded, check } = checkBytes(utf8(withComment));
    expect(decoded).toMatchObject({ ok: true, encoding: 'utf-8' });
    expect(check?.valid).toBe(true);
  });

  it('reads UTF-8 with a byte order mark, which does not end up in the header', () => {
    const { decoded, check } = checkBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(luxonProfile(day))]));
    expect(decoded).toMatchObject({ ok: true, encoding: 'utf-8', text: expect.stringMatching(/^from;to;kW/) });
    expect(check?.valid).toBe(true);
  });

  it('reads Windows-1252: the umlauts of a comment survive and do not break the file', () => {
    const bytes = cp1252(withComment);
    expect(bytes[12]).toBe(0xe4); // "Zä": one byte, invalid as UTF-8
    const { decoded, check } = checkBytes(bytes);
    expect(decoded).toMatchObject({ ok: true, encoding: 'windows-1252', text: expect.stringMatching(/^# Lastgang Zähler Müller, Bülach/) });
    expect(check?.valid).toBe(true);
  });

  it('refuses an empty file and one of blanks only', () => {
    expect(decodeCsvBytes(new Uint8Array(0))).toMatchObject({ ok: false, problem: { code: 'INVALID_FILE', key: 'errorInfo.loadProfile.emptyFile' } });
    expect(decodeCsvBytes(utf8(' \r\n'))).toMatchObject({ ok: false, problem: { code: 'INVALID_FILE' } });
  });

  it.each([
    ['a PDF', utf8('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['an XLSX (a ZIP)', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])],
    ['a PNG', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ])('refuses %s as INVALID_FILE, naming what it is', (_what, bytes) => {
    expect(decodeCsvBytes(bytes)).toMatchObject({ ok: false, problem: { code: 'INVALID_FILE', key: 'errorInfo.loadProfile.notText' } });
  });

  it('refuses binary content with the line of the first control character', () => {
    const bytes = utf8('from;to;kW\n2026-06-01T00:00:00+02:00;x\u0000y');
    expect(decodeCsvBytes(bytes)).toMatchObject({ ok: false, problem: { code: 'INVALID_FILE', line: 2 } });
  });

  it('refuses UTF-16 and bytes Windows-1252 leaves undefined', () => {
    expect(decodeCsvBytes(Uint8Array.from([0xff, 0xfe, 0x66, 0x00]))).toMatchObject({ ok: false, problem: { key: 'errorInfo.loadProfile.encoding' } });
    expect(decodeCsvBytes(Uint8Array.from([0x66, 0x3b, 0x81, 0x0a]))).toMatchObject({ ok: false, problem: { key: 'errorInfo.loadProfile.encoding', line: 1 } });
  });
});
