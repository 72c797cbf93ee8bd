/**
 * A JSON value written the way PostgreSQL prints it back from jsonb (`jsonb::text`): object keys
 * ordered by their UTF-8 length and then bytewise, ", " between items and ": " after keys,
 * numbers in plain decimal (numeric has no exponent: 1e21 prints as 1000000000000000000000),
 * otherwise as JSON.stringify writes (undefined members left out, toJSON honoured). The writer
 * sends event data in this form and hashes it once; PostgreSQL stores it and hands the same
 * text back, so the export's text and the hash agree without a second serialisation (ADR 27).
 */
export function jsonbText(value: unknown): string | undefined {
  return write(value, '');
}


function keyOrder(keys: string[]): string[] {
  // ASCII keys (nearly all) compare as JS strings; others by their UTF-8 bytes.
  if (keys.every((k) => Buffer.byteLength(k, 'utf8') === k.length)) return keys.sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  const bytes = new Map(keys.map((k) => [k, Buffer.from(k, 'utf8')]));
  return keys.sort((a, b) => {
    const x = bytes.get(a) as Buffer;
    const y = bytes.get(b) as Buffer;
    return x.length - y.length || Buffer.compare(x, y);
  });
}

/** A finite number as numeric_out prints what numeric_in read from JSON.stringify's text. */
export function numberText(n: number): string {
  if (!Number.isFinite(n)) return 'null';
  const s = String(n);
  const e = s.indexOf('e');
  if (e === -1) return s;
  const negative = s.startsWith('-');
  const mantissa = s.slice(negative ? 1 : 0, e);
  const exponent = Number(s.slice(e + 1));
  const point = mantissa.indexOf('.');
  const whole = point === -1 ? mantissa : mantissa.slice(0, point);
  const digits = point === -1 ? mantissa : whole + mantissa.slice(point + 1);
  const at = whole.length + exponent;
  let plain: string;
  if (at <= 0) plain = `0.${'0'.repeat(-at)}${digits}`;
  else if (at >= digits.length) plain = digits + '0'.repeat(at - digits.length);
  else plain = `${digits.slice(0, at)}.${digits.slice(at)}`;
  return negative ? `-${plain}` : plain;
}

function write(input: unknown, key: string): string | undefined {
  let value = input;
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON: (key: string) => unknown }).toJSON(key);
  }
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return numberText(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) return `[${value.map((item, i) => write(item, String(i)) ?? 'null').join(', ')}]`;
      const record = value as Record<string, unknown>;
      const parts: string[] = [];
      for (const k of keyOrder(Object.keys(record))) {
        const text = write(record[k], k);
        if (text !== undefined) parts.push(`${JSON.stringify(k)}: ${text}`);
      }
      return `{${parts.join(', ')}}`;
    }
    default:
      // undefined, functions and symbols: left out of objects, null in arrays (as JSON.stringify).
      return undefined;
  }
}
