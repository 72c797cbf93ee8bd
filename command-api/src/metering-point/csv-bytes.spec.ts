import { DomainError } from '@portal/events';
import { decodeCsv } from './csv-bytes.ts';

const refusal = (bytes: Uint8Array): string => {
  try {
    decodeCsv(bytes);
  } catch (error) {
    if (error instanceof DomainError) return `${error.status} ${error.code}: ${error.message}`;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('decoding an uploaded CSV', () => {
  it('reads UTF-8 with and without BOM alike', () => {
    expect(decodeCsv(Buffer.from('PLACE;Zürich\r\n', 'utf8'))).toBe('PLACE;Zürich\r\n');
    expect(decodeCsv(Buffer.from('\uFEFFPLACE;Zürich\r\n', 'utf8'))).toBe('PLACE;Zürich\r\n');
  });

  it('reads bytes that are not UTF-8 as Windows-1252 (umlauts, the euro sign, typographic quotes)', () => {
    expect(decodeCsv(Buffer.from([0x4d, 0xfc, 0x6e, 0x63, 0x68, 0x65, 0x6e, 0x3b, 0x80, 0x3b, 0x93, 0x61, 0x94]))).toBe('München;€;“a”');
  });

  it('refuses empty files, PDFs, ZIPs (xlsx), UTF-16 and bytes with NUL, naming what they are', () => {
    expect(refusal(new Uint8Array())).toBe('400 INVALID_FILE: the file is empty');
    expect(refusal(Buffer.from('%PDF-1.4\n'))).toContain('a PDF document');
    expect(refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x0a]))).toContain('ZIP archive');
    expect(refusal(Buffer.from('\uFEFFA;B', 'utf16le'))).toContain('UTF-16');
    expect(refusal(Buffer.from('A;B\u0000\r\n'))).toContain('binary data');
  });
});
