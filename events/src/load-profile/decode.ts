import type { LoadProfileProblem } from './problems.ts';

/**
 * The text of an uploaded CSV file: UTF-8 (with or without byte order mark) when the bytes are
 * valid UTF-8, else Windows-1252, the encoding Excel and many utilities save "CSV" in on
 * German and Swiss Windows. Every byte sequence decodes as Windows-1252, so what tells a text
 * file from anything else is the content: a PDF, a ZIP (XLSX, DOCX) or any file with NUL or
 * other control characters is refused as INVALID_FILE with the byte where it was found.
 *
 * @example
 * decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x66])) // { ok: true, text: 'f', encoding: 'utf-8' }
 * decodeCsvBytes(new Uint8Array([0x25, 0x50, 0x44, 0x46])) // { ok: false, problem: { code: 'INVALID_FILE', ... } }
 */
export type DecodedCsv = { readonly ok: true; readonly text: string; readonly encoding: 'utf-8' | 'windows-1252' } | { readonly ok: false; readonly problem: LoadProfileProblem };

const signatures: [string, number[]][] = [
  ['a PDF document', [0x25, 0x50, 0x44, 0x46]],
  ['a ZIP archive (XLSX, DOCX, ODS)', [0x50, 0x4b, 0x03, 0x04]],
  ['an Excel 97-2003 workbook (XLS)', [0xd0, 0xcf, 0x11, 0xe0]],
  ['a PNG image', [0x89, 0x50, 0x4e, 0x47]],
  ['a JPEG image', [0xff, 0xd8, 0xff]],
  ['a gzip archive', [0x1f, 0x8b]],
];

const refuse = (rule: 'emptyFile' | 'notText' | 'encoding', message: string, line: number | null = null): DecodedCsv => ({
  ok: false,
  problem: { code: 'INVALID_FILE', line, column: null, message, key: `errorInfo.loadProfile.${rule}` },
});

/** Index of the first C0 or C1 control character other than tab, line feed and carriage return; -1 if none. */
function firstControlCharacter(text: string): number {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f)) return i;
  }
  return -1;
}

export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  if (bytes.length === 0) return refuse('emptyFile', 'the file is empty');
  for (const [what, signature] of signatures) {
    if (signature.every((byte, i) => bytes[i] === byte)) return refuse('notText', `the file is ${what}, not a CSV text file`);
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return refuse('encoding', 'the file is UTF-16; save it as UTF-8 or Windows-1252 (ANSI)');
  let text: string;
  let encoding: 'utf-8' | 'windows-1252' = 'utf-8';
  try {
    // ignoreBOM false (the default) drops a leading byte order mark.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
    encoding = 'windows-1252';
  }
  const bad = firstControlCharacter(text);
  if (bad >= 0) {
    const line = text.slice(0, bad).split('\n').length;
    const code = text.charCodeAt(bad);
    return refuse(code === 0 ? 'notText' : 'encoding', `line ${line} holds a control character (U+${code.toString(16).padStart(4, '0').toUpperCase()}): not a CSV text file`, line);
  }
  if (text.trim() === '') return refuse('emptyFile', 'the file holds no text');
  return { ok: true, text, encoding };
}
