import { open } from 'node:fs/promises';
import type { ScannedDocument } from '@portal/projections';
import Papa from 'papaparse';

/**
 * Text that a spreadsheet would run as a formula (=, +, @, tab, CR, or - not starting a
 * number) gets a leading apostrophe (OWASP "CSV injection"): documents hold what users typed,
 * and auditors open the file in Excel. Numbers, also negative ones written as text, stay as they are.
 */
const formula = /^(?:[=+@\t\r]|-(?!\d*\.?\d+(?:[eE][-+]?\d+)?$))/;

/** The document's key under `id`, then its top-level fields: strings as they are, numbers and booleans as written, the rest (objects, arrays, null) as JSON. */
function cellOf(value: unknown): string | number | boolean {
  if (value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

const fieldsOf = (doc: unknown): string[] => (doc !== null && typeof doc === 'object' && !Array.isArray(doc) ? Object.keys(doc) : []);

export interface CsvSummary {
  readonly rows: number;
  readonly columns: readonly string[];
}

/**
 * Writes documents as CSV (spec section 9: semicolon-separated; CRLF line ends, RFC 4180
 * quoting, by papaparse): a header row `id` and the union of the documents' top-level fields in
 * the order they first appear, then a row per document. `pages` is read twice: once for the
 * header, once for the rows, so no document is held longer than its page.
 */
export async function writeDocumentsCsv(file: string, pages: () => AsyncIterable<readonly ScannedDocument[]>, signal?: AbortSignal): Promise<CsvSummary> {
  const columns = new Set<string>(['id']);
  for await (const page of pages()) {
    signal?.throwIfAborted();
    for (const { doc } of page) for (const field of fieldsOf(doc)) columns.add(field);
  }
  const fields = [...columns];
  const rest = fields.slice(1);
  const options = { delimiter: ';', newline: '\r\n', escapeFormulae: formula };
  const handle = await open(file, 'w');
  let rows = 0;
  try {
    await handle.write(`${Papa.unparse([fields], options)}\r\n`);
    for await (const page of pages()) {
      signal?.throwIfAborted();
      const data = page.map(({ id, doc }) => [id, ...rest.map((field) => cellOf((doc as Record<string, unknown> | null)?.[field]))]);
      await handle.write(`${Papa.unparse(data, options)}\r\n`);
      rows += page.length;
    }
  } finally {
    await handle.close();
  }
  return { rows, columns: fields };
}
