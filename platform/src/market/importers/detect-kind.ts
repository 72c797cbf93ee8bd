import type { MarketImportKind } from '@portal/events/market-fields';

/** Bytes looked at: the root element or the header lines come within them. */
const headBytes = 8 * 1024;

/** ENTSO-E's documents: day-ahead prices, or the acknowledgement it sends when it has none for the query. */
const entsoeRoots = new Set(['Publication_MarketDocument', 'Acknowledgement_MarketDocument']);

/** The local name of the first element, past the XML declaration, comments, a DOCTYPE and processing instructions. */
function rootElement(text: string): string | null {
  let rest = text;
  // An unterminated prolog leaves nothing: no root element within the head.
  const past = (end: string): string => {
    const at = rest.indexOf(end);
    return at < 0 ? '' : rest.slice(at + end.length);
  };
  for (;;) {
    rest = rest.trimStart();
    if (rest.startsWith('<?')) rest = past('?>');
    else if (rest.startsWith('<!--')) rest = past('-->');
    else if (rest.startsWith('<!')) rest = past('>');
    else break;
  }
  const match = /^<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[\s/>]/.exec(rest);
  return match?.[1] ?? null;
}

const unquote = (cell: string): string => cell.trim().replace(/^"(.*)"$/, '$1').trim();

/**
 * The kind of a market file from its content, for the drop folder (a file placed in a folder
 * named after its kind skips this), or null when it is none the portal reads:
 * - XML whose root is `Publication_MarketDocument` or `Acknowledgement_MarketDocument`: ENTSOE_SPOT;
 * - an SNB data portal export (`"CubeId";...` first, or a `"Date";"D0";"D1";"Value"` header, German `"Datum";...;"Wert"`): SNB_FX;
 * - a CSV whose first cell is `Date`, comma-separated (eurofxref-hist.csv): ECB_FX;
 * - a header starting `TradingDay;` (docs/market-data.md): FORWARD_CSV.
 * Pure; it judges the layout only, the importer judges the content.
 *
 * @example detectMarketKind(Buffer.from('Date,USD,JPY,\n2024-01-02,1.0956,155.76,\n')) // 'ECB_FX'
 */
export function detectMarketKind(bytes: Uint8Array): MarketImportKind | null {
  const text = new TextDecoder('utf-8').decode(bytes.subarray(0, headBytes)).replace(/^\uFEFF/, '');
  const head = text.trimStart();
  if (head.startsWith('<')) {
    const root = rootElement(head);
    return root !== null && entsoeRoots.has(root) ? 'ENTSOE_SPOT' : null;
  }
  const lines = head.split(/\r?\n/).slice(0, 20);
  const first = lines[0] ?? '';
  const cells = (line: string, separator: string): string[] => line.split(separator).map(unquote);
  if (unquote(first.split(';')[0] ?? '') === 'CubeId') return 'SNB_FX';
  if (lines.some((line) => /^(Date;D0;D1;Value|Datum;D0;D1;Wert)$/.test(cells(line, ';').slice(0, 4).join(';')))) return 'SNB_FX';
  if (first.includes(',') && cells(first, ',')[0] === 'Date') return 'ECB_FX';
  if (/^\s*"?TradingDay"?\s*;/.test(first)) return 'FORWARD_CSV';
  return null;
}
