import { CustomerDetail, CustomerRow, UserRow } from '@portal/events/read-contracts';
import { conforms, detailPatch, listPatch, pagePatch, userSortKey } from './row-patches.ts';
import type { RowChange } from './realtime-rules.ts';
import { loadSchemaChecks } from './schema-checks.ts';

beforeAll(loadSchemaChecks);

const customer = (id: string, customername: string, users = 0): CustomerRow => ({
  id, salesPartnerId: 'sp-1', customerType: 'FI', customername, firmname: customername, prename: 'Anna', name: 'Muster', mail: 'anna@muster.ch', place: 'Zürich', country: 'CH', users, updatedAt: '2026-01-01T00:00:00.000Z',
});
const page = { rows: [customer('1', 'Alpha AG'), customer('2', 'Beta AG'), customer('3', 'Gamma AG')], firstKey: 'k1', lastKey: 'k3', hasNext: true, hasPrevious: false };
const change = (id: string, parts: Partial<RowChange> = {}): RowChange => ({ topic: 'CUSTOMER', id, ...parts });
const customersPage = pagePatch(conforms(CustomerRow), (row) => row.customername);

describe('a customer list page given a socket row', () => {
  it('takes the changed row in its place and keeps the keys', () => {
    const changed = customer('2', 'Beta AG', 3);
    expect(customersPage(page, change('2', { row: changed }), undefined)).toEqual({ kind: 'patched', data: { ...page, rows: [page.rows[0], changed, page.rows[2]] } });
  });

  it('refetches when the row moves in the order, is new, is gone or is not a row', () => {
    expect(customersPage(page, change('2', { row: customer('2', 'Zulu AG') }), undefined)).toEqual({ kind: 'stale' });
    expect(customersPage(page, change('9', { row: customer('9', 'Delta AG') }), undefined)).toEqual({ kind: 'stale' });
    expect(customersPage(page, change('2', { detail: { id: '2', erased: true } }), undefined)).toEqual({ kind: 'stale' });
    expect(customersPage(page, change('2', { row: { id: '2', customername: 'Beta AG' } }), undefined)).toEqual({ kind: 'stale' });
  });

  it('leaves the page alone when a row it does not hold leaves the lists', () => {
    expect(customersPage(page, change('9', { detail: { id: '9', erased: true } }), undefined)).toEqual({ kind: 'untouched' });
  });
});

const user = (id: string, name: string, scope: Partial<UserRow> = {}): UserRow => ({
  id, salesPartnerId: 'sp-1', customerId: 'c-1', role: 'customer', isCustomerAdmin: false, mail: `${id}@firm.ch`, name, prename: 'Eva', sex: 'MS', language: 'de',
  phoneprefix: '+41', phone: '44 123 45 67', status: 'active', updatedAt: '2026-01-01T00:00:00.000Z', ...scope,
});

describe("a customer's user list given a socket row", () => {
  const users = [user('u1', 'Amsler'), user('u2', 'Brunner')];
  const ofCustomer = listPatch<UserRow, string>(conforms(UserRow), userSortKey, (row, customerId: string) => row.customerId === customerId);

  it('takes a changed user in place, and refetches for a new user of this customer only', () => {
    const deactivated = user('u2', 'Brunner', { status: 'inactive' });
    expect(ofCustomer(users, { topic: 'USER', id: 'u2', row: deactivated }, 'c-1')).toEqual({ kind: 'patched', data: [users[0], deactivated] });
    expect(ofCustomer(users, { topic: 'USER', id: 'u3', row: user('u3', 'Keller') }, 'c-1')).toEqual({ kind: 'stale' });
    expect(ofCustomer(users, { topic: 'USER', id: 'u4', row: user('u4', 'Keller', { customerId: 'c-2' }) }, 'c-1')).toEqual({ kind: 'untouched' });
  });
});

describe('a detail given a socket row', () => {
  const detail: CustomerDetail = {
    id: '1', salesPartnerId: 'sp-1', customerType: 'FI', firmname: 'Alpha AG', contact: null, billingAddress: null, currencies: ['CHF'], erased: false, updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const customerDetail = detailPatch(conforms(CustomerDetail), 'detail');

  it("takes its own customer's new detail, and nobody else's", () => {
    const renamed = { ...detail, firmname: 'Alpha Holding AG' };
    expect(customerDetail(detail, change('1', { row: customer('1', 'Alpha Holding AG'), detail: renamed }), undefined)).toEqual({ kind: 'patched', data: renamed });
    expect(customerDetail(detail, change('2', { detail: { ...renamed, id: '2' } }), undefined)).toEqual({ kind: 'untouched' });
    expect(customerDetail(detail, change('1', { detail: { id: '1' } }), undefined)).toEqual({ kind: 'stale' });
  });

  it('takes a user row as the user detail', () => {
    const eva = user('u1', 'Amsler');
    expect(detailPatch(conforms(UserRow), 'row')(eva, { topic: 'USER', id: 'u1', row: { ...eva, phone: '44 000 00 00' } }, undefined)).toEqual({ kind: 'patched', data: { ...eva, phone: '44 000 00 00' } });
  });
});
