import { DomainError } from '@portal/events';
import { PagingKeys, type PagingScope } from './paging-keys.ts';

const secret = 'test-credentials-key-of-32-characters';
const customersOfAlpha: PagingScope = { view: 'customers', orderBy: 'nameKey', where: { salesPartnerId: 'alpha' } };
const position = ['beta ag', '100004'] as const;

const refusal = (open: () => unknown): unknown => {
  try {
    open();
    return null;
  } catch (error) {
    return error instanceof DomainError ? { status: error.status, code: error.code, field: error.field } : error;
  }
};
const refused = (field: string) => ({ status: 400, code: 'VALIDATION_ERROR', field });

describe('paging keys', () => {
  const keys = new PagingKeys(secret);
  const key = keys.seal(customersOfAlpha, position);

  it('give back the position they hold, also to another process with the same secret', () => {
    expect(keys.open(customersOfAlpha, key, 'after')).toEqual(position);
    expect(new PagingKeys(secret).open(customersOfAlpha, key, 'after')).toEqual(position);
    expect(refusal(() => new PagingKeys('another-credentials-key-of-32-chars').open(customersOfAlpha, key, 'after'))).toEqual(refused('after'));
    expect(refusal(() => new PagingKeys().open(customersOfAlpha, new PagingKeys().seal(customersOfAlpha, position), 'after'))).toEqual(refused('after'));
  });

  it('travel in a URL as they are: a base64url position and a 43-character MAC', () => {
    expect(key).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['forged', Buffer.from(JSON.stringify(['a', 'b'])).toString('base64url')],
    ['forged with a made-up MAC', `${Buffer.from(JSON.stringify(['a', 'b'])).toString('base64url')}.${'A'.repeat(43)}`],
    ['truncated', key.slice(0, -1)],
    ['cut at the dot', key.split('.')[0]!],
    ['altered in its position', `${Buffer.from(JSON.stringify(['a', '100004'])).toString('base64url')}.${key.split('.')[1]}`],
    ['altered in the last character', `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`],
    ['with a third part', `${key}.x`],
    ['empty', ''],
  ])('refuse a key that is %s', (_name, forged) => {
    expect(refusal(() => keys.open(customersOfAlpha, forged, 'before'))).toEqual(refused('before'));
  });

  it.each([
    ['another read model', { ...customersOfAlpha, view: 'salesPartners' }],
    ['another order', { ...customersOfAlpha, orderBy: 'id' }],
    ['another tenant', { ...customersOfAlpha, where: { salesPartnerId: 'beta' } }],
    ['no filter', { ...customersOfAlpha, where: {} }],
  ])('refuse the key of %s', (_name, scope) => {
    expect(refusal(() => keys.open(scope, key, 'after'))).toEqual(refused('after'));
  });
});
