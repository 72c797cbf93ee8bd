import { Decimal } from '@portal/events/units';
import { diffStates, plainOf, samePlain } from './state-diff.ts';

describe('plainOf: a state as the audit shows it', () => {
  it('given maps, sets, bigints, decimals and undefined fields, when made plain, then it is JSON', () => {
    const state = { members: new Map([['u1', 'enabled']]), tags: new Set(['a']), revision: 7n, price: new Decimal('1.50'), gone: undefined, at: new Date('2026-11-20T10:00:00Z') };
    expect(plainOf(state)).toEqual({ members: { u1: 'enabled' }, tags: ['a'], revision: '7', price: '1.5', at: '2026-11-20T10:00:00.000Z' });
  });

  it('given non-finite numbers, when made plain, then they are null as in JSON', () => {
    expect(plainOf({ a: Number.NaN, b: Number.POSITIVE_INFINITY })).toEqual({ a: null, b: null });
  });
});

describe('samePlain', () => {
  it('given the same object with its keys in another order, then it is the same', () => {
    expect(samePlain({ a: 1, b: { c: [1, { d: 2, e: 3 }] } }, { b: { c: [1, { e: 3, d: 2 }] }, a: 1 })).toBe(true);
  });

  it('given arrays in another order or a missing field against a value, then they differ', () => {
    expect(samePlain([1, 2], [2, 1])).toBe(false);
    expect(samePlain({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(samePlain({ a: null }, {})).toBe(true);
  });
});

describe('diffStates: the fields an event changed', () => {
  it('given a changed nested field, then its dot path with before and after', () => {
    const before = { status: 'active', profile: { firmname: 'Muster AG', contact: { mail: 'a@x.ch', phone: '1' } } };
    const after = { status: 'active', profile: { firmname: 'Muster AG', contact: { mail: 'b@x.ch', phone: '1' } } };
    expect(diffStates(before, after)).toEqual([{ field: 'profile.contact.mail', before: 'a@x.ch', after: 'b@x.ch' }]);
  });

  it('given a creation from nothing, then every field it set, one by one, with null before', () => {
    expect(diffStates({ status: 'none' }, { status: 'active', profile: { firmname: 'A', billingAddress: null, currencies: ['CHF'] } })).toEqual([
      { field: 'status', before: 'none', after: 'active' },
      { field: 'profile.firmname', before: null, after: 'A' },
      { field: 'profile.currencies', before: null, after: ['CHF'] },
    ]);
  });

  it('given an erasure that drops the profile, then each removed field with null after', () => {
    expect(diffStates({ status: 'active', profile: { contact: { name: 'Muster' } } }, { status: 'erased' })).toEqual([
      { field: 'status', before: 'active', after: 'erased' },
      { field: 'profile.contact.name', before: 'Muster', after: null },
    ]);
  });

  it('given a list with an item inserted, then one change of the list, not one per index', () => {
    expect(diffStates({ items: ['a', 'c'] }, { items: ['a', 'b', 'c'] })).toEqual([{ field: 'items', before: ['a', 'c'], after: ['a', 'b', 'c'] }]);
  });

  it('given a field that turns from an object into text, then the whole value changed', () => {
    expect(diffStates({ holder: { id: 1 } }, { holder: 'x' })).toEqual([{ field: 'holder', before: { id: 1 }, after: 'x' }]);
  });

  it('given an empty object that appears, then the field itself changed', () => {
    expect(diffStates({ forecasts: null }, { forecasts: {} })).toEqual([{ field: 'forecasts', before: null, after: {} }]);
  });

  it('given equal states, a field null on one side and absent on the other, then nothing changed', () => {
    expect(diffStates({ a: 1, b: null }, { a: 1 })).toEqual([]);
  });

  it('given two scalars, then the root changed', () => {
    expect(diffStates(1, 2)).toEqual([{ field: '(root)', before: 1, after: 2 }]);
  });
});
