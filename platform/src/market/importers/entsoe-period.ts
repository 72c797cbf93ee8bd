/** What a `Period` element holds, its texts as written; `at` is a character offset into the element's content. */
export interface PeriodContent {
  readonly start: string;
  readonly end: string;
  readonly resolution: string;
  readonly points: readonly { readonly position: string; readonly amount: string; readonly at: number }[];
}

// A start tag, end tag or empty-element tag, namespace prefix dropped. The document passed
// XMLValidator before, so tags are well formed and nested.
const tagPattern = /<(\/?)(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)(?:\s[^>]*?)?(\/?)>/g;

/**
 * Reads the content of a `Period` (kept raw by the parser as a stop node: a year of quarter
 * hours is 35,000 `Point`s, which the generic parser turns into objects ten times slower than
 * this scan). Comments are blanked first so that offsets stay those of the file.
 */
export function scanPeriod(raw: string): PeriodContent {
  const text = raw.includes('<!--') ? raw.replace(/<!--[\s\S]*?-->/g, (c) => ' '.repeat(c.length)) : raw;
  const stack: string[] = [];
  let start = '';
  let end = '';
  let resolution = '';
  let position = '';
  let amount = '';
  let pointAt = 0;
  const points: { position: string; amount: string; at: number }[] = [];
  let textFrom = 0;
  tagPattern.lastIndex = 0;
  for (let m = tagPattern.exec(text); m; m = tagPattern.exec(text)) {
    const name = m[2] ?? '';
    if (m[3] === '/') {
      textFrom = tagPattern.lastIndex;
      continue;
    }
    if (m[1] === '') {
      stack.push(name);
      if (name === 'Point' && stack.length === 1) {
        pointAt = m.index;
        position = '';
        amount = '';
      }
      textFrom = tagPattern.lastIndex;
      continue;
    }
    const value = text.slice(textFrom, m.index).trim();
    const parent = stack.length >= 2 ? stack[stack.length - 2] : '';
    stack.pop();
    textFrom = tagPattern.lastIndex;
    if (stack.length === 0 && name === 'resolution') resolution = value;
    else if (stack.length === 0 && name === 'Point') points.push({ position, amount, at: pointAt });
    else if (parent === 'timeInterval' && stack.length === 1 && name === 'start') start = value;
    else if (parent === 'timeInterval' && stack.length === 1 && name === 'end') end = value;
    else if (parent === 'Point' && stack.length === 1 && name === 'position') position = value;
    else if (parent === 'Point' && stack.length === 1 && name === 'price.amount') amount = value;
  }
  return { start, end, resolution, points };
}
