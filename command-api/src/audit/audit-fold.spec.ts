import type { DomainEvent } from '@portal/events';
import { alphaId, contact, firmId } from '../customer/testing/customer-fixtures.ts';
import { mergeFold, safeEvolve } from './audit-fold.ts';
import { categoryOf, deciderCategories, foldOf } from './categories.ts';
import { diffStates, plainOf } from './state-diff.ts';

const created: DomainEvent = {
  type: 'CustomerCreated',
  data: { customerId: firmId, salesPartnerId: alphaId, customerType: 'FI', firmname: 'Muster AG', contact: contact(), billingAddress: null, currencies: ['CHF'], registered: false },
};
const changed: DomainEvent = { type: 'CustomerChanged', data: { ...(created.data as object), firmname: 'Muster Mühle AG', registered: undefined } };

const foldAll = (streamId: string, events: DomainEvent[]) => events.reduce((state, event) => foldOf(streamId).evolve(state, event), foldOf(streamId).initialState());

describe('the category registry', () => {
  it('given stream ids, then their category is the part before the first dash', () => {
    expect(['customer-100001', 'meteringPoint-CH1-CONS', 'customerNumbers', 'members-customer-100001'].map(categoryOf)).toEqual(['customer', 'meteringPoint', 'customerNumbers', 'members']);
  });

  it('names the aggregates of issue 14 among the categories folded by their decider', () => {
    expect(deciderCategories).toEqual(expect.arrayContaining(['salesPartner', 'customer', 'user', 'offer', 'meteringPoint']));
  });

  it('given a customer stream, when folded, then the state is the customer decider\'s, and the diff of a change is the changed field', () => {
    expect(foldOf('customer-100001').kind).toBe('decider');
    const before = plainOf(foldAll('customer-100001', [created]));
    const after = plainOf(foldAll('customer-100001', [created, changed]));
    expect(before).toMatchObject({ status: 'active', salesPartnerId: alphaId, customerType: 'FI', profile: { firmname: 'Muster AG' } });
    expect(diffStates(before, after)).toEqual([{ field: 'profile.firmname', before: 'Muster AG', after: 'Muster Mühle AG' }]);
  });

  it('given a category without a decider, then the merge fold', () => {
    expect(foldOf('auditReads-u1')).toBe(mergeFold);
    expect(foldOf('somethingNew-1')).toBe(mergeFold);
  });
});

describe('mergeFold: streams without a decider', () => {
  it('given events, when folded, then each event\'s data merged over the last at the top level', () => {
    const state = [{ a: 1, b: { x: 1 } }, { b: { y: 2 } }, 'not an object', { c: 3 }].reduce(
      (s, data) => mergeFold.evolve(s, { type: 'X', data }),
      mergeFold.initialState(),
    );
    expect(state).toEqual({ a: 1, b: { y: 2 }, c: 3 });
  });
});

describe('safeEvolve', () => {
  it('given an event its decider does not know, then the state stays and the refusal is told', () => {
    const refusals: unknown[] = [];
    const state = foldAll('customer-100001', [created]);
    expect(safeEvolve(foldOf('customer-100001'), state, { type: 'OfferReleased', data: {} }, (e) => refusals.push(e))).toBe(state);
    expect(refusals).toHaveLength(1);
  });
});
