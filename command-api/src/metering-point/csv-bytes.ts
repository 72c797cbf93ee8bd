import { DomainError } from '@portal/events';

/**
 * The text of an uploaded CSV file. Spreadsheets save UTF-8 (with or without BOM) or, on
 * Windows, Windows-1252: bytes that are not valid UTF-8 are read as Windows-1252, where every
 * byte is a character, so an "ü" saved by Excel arrives as "ü". What is not text at all (NUL
 * bytes, control characters, a PDF, a ZIP such as an .xlsx) is refused as INVALID_FILE.
 *
 * @example
 * decodeCsv(Buffer.from([0x4d, 0xfc, 0x6e])) // 'Mün' (Windows-1252)
 * decodeCsv(Buffer.from('\uFEFFMETERINGCODE;...', 'utf8')) // 'METERINGCODE;...' (BOM dropped)
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes.length === 0) throw invalidFile('the file is empty');
  const binary = binaryKind(bytes);
  if (binary) throw invalidFile(`the file is ${binary}, not a CSV text file`);
  try {
    // fatal: refuse invalid UTF-8 instead of replacing it; the BOM is dropped by default.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const invalidFile = (message: string): DomainError => new DomainError('INVALID_FILE', 400, message, { field: 'body' });

const signatures: readonly [string, readonly number[]][] = [
  // Excel's "Unicode text": the spec's files are UTF-8 or Windows-1252.
  ['UTF-16 text (save it as "CSV UTF-8" or "CSV (semicolon separated)")', [0xff, 0xfe]],
  ['UTF-16 text (save it as "CSV UTF-8" or "CSV (semicolon separated)")', [0xfe, 0xff]],
  ['a PDF document', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['a ZIP archive (an .xlsx or .docx is one)', [0x50, 0x4b, 0x03, 0x04]],
  ['an old Office document', [0xd0, 0xcf, 0x11, 0xe0]],
  ['a PNG image', [0x89, 0x50, 0x4e, 0x47]],
  ['a JPEG image', [0xff, 0xd8, 0xff]],
  ['a gzip archive', [0x1f, 0x8b]],
];

/** What the bytes are when they are not text, else null. Text has no NUL and no control characters but tab, CR, LF (and form feed, end of file). */
function binaryKind(bytes: Uint8Array): string | null {
  for (const [name, signature] of signatures) {
    if (signature.every((b, i) => bytes[i] === b)) return name;
  }
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1a) return 'binary data';
  }
  return null;
}
