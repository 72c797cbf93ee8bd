import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { validationError } from '@portal/events';

/**
 * The list a key belongs to: read model, order and filter (the tenant). A key is accepted only by
 * the list that issued it, so a key of one route, sort or tenant is no key of another.
 */
export interface PagingScope {
  readonly view: string;
  readonly orderBy: string;
  readonly where: Readonly<Record<string, string>>;
}

/** A row's place in its list's order: the sort value, then the id that breaks ties. */
export type PagingPosition = readonly [sortValue: string, id: string];

const scopeText = (scope: PagingScope): string =>
  JSON.stringify([scope.view, scope.orderBy, Object.entries(scope.where).sort(([a], [b]) => a.localeCompare(b))]);

const isPosition = (value: unknown): value is PagingPosition =>
  Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string');

/**
 * Opaque keyset paging keys: `base64url(json position).base64url(HMAC-SHA256)`, the MAC over the
 * list's scope and the position. Clients hand keys back unchanged; a key that is forged, altered,
 * truncated or from another list is refused before the read store sees its values, so a caller
 * can neither inject a sort value nor make a store throw. The secret is the credentials key
 * (HKDF, own info string), so every query API replica and every restart accepts the keys of
 * the others; without one (tests, a process without logins) a random key per process.
 *
 * @example
 * const keys = new PagingKeys(config.credentialsKey);
 * const key = keys.seal(scope, ['beta ag', id]);
 * keys.open(scope, key, 'after'); // ['beta ag', id]; VALIDATION_ERROR at `after` for anything else
 */
export class PagingKeys {
  private readonly key: Buffer;

  constructor(secret?: string) {
    this.key = secret === undefined ? randomBytes(32) : Buffer.from(hkdfSync('sha256', secret, 'portal-paging', 'portal paging keys v1', 32));
  }

  seal(scope: PagingScope, position: PagingPosition): string {
    const body = Buffer.from(JSON.stringify(position)).toString('base64url');
    return `${body}.${this.mac(scope, body)}`;
  }

  /** The position a genuine key of this scope holds; else `400 VALIDATION_ERROR` at `field`. */
  open(scope: PagingScope, key: string, field: string): PagingPosition {
    const [body, mac, rest] = key.split('.');
    if (body && mac && rest === undefined) {
      // Compared as text: base64url decoding would take a few spellings of one MAC.
      const given = Buffer.from(mac);
      const expected = Buffer.from(this.mac(scope, body));
      if (given.length === expected.length && timingSafeEqual(given, expected)) {
        const position: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
        if (isPosition(position)) return position;
      }
    }
    throw validationError(field, 'not a key of this list');
  }

  private mac(scope: PagingScope, body: string): string {
    return createHmac('sha256', this.key).update(scopeText(scope)).update('\n').update(body).digest('base64url');
  }
}
