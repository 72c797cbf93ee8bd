import { auditStreamPath, changeText, formatAuditValue, idsOf, isErasure, stateRows } from './audit-values.ts';

describe('audit values on screen', () => {
  it('shows each JSON value on one line, nothing as a dash', () => {
    expect([null, undefined, '', 'Alpha', 0, false, ['CH', 'DE'], { a: 1 }].map(formatAuditValue)).toEqual(['–', '–', '""', 'Alpha', '0', 'false', '["CH","DE"]', '{"a":1}']);
  });

  it('writes a change as field: before → after', () => {
    expect(changeText({ field: 'profile.publicRegistration', before: false, after: true })).toBe('profile.publicRegistration: false → true');
    // A creation sets a field that was absent; an erasure removes one.
    expect(changeText({ field: 'profile.name', before: null, after: 'Alpha AG' })).toBe('profile.name: – → Alpha AG');
    expect(changeText({ field: 'contact.mail', before: 'a@b.ch', after: null })).toBe('contact.mail: a@b.ch → –');
  });

  it('flattens a state into dot paths, keeping lists and empty objects as values', () => {
    const state = { status: 'created', profile: { name: 'A', address: { zipCode: '8002' }, domains: ['a.localhost'] }, design: null, terms: {} };
    expect(stateRows(state)).toEqual([
      ['status', 'created'],
      ['profile.name', 'A'],
      ['profile.address.zipCode', '8002'],
      ['profile.domains', '["a.localhost"]'],
      ['design', '–'],
      ['terms', '{}'],
    ]);
    expect(stateRows({})).toEqual([]);
    // A fold that is not an object (a merged value) still shows.
    expect(stateRows(42)).toEqual([['', '42']]);
  });

  it('knows the erasure events', () => {
    expect(['CustomerErased', 'UserErased', 'UserDeactivated'].map((type) => isErasure({ type }))).toEqual([true, true, false]);
  });

  it('lists the ids an event has, in order', () => {
    expect(idsOf({ commandId: 'c1', correlationId: 'r1', causationId: null })).toEqual([
      { key: 'command', value: 'c1' },
      { key: 'correlation', value: 'r1' },
    ]);
  });

  it('links a stream to its audit page', () => {
    expect(auditStreamPath('salesPartner-6d1f3c2e')).toBe('/audit/streams/salesPartner-6d1f3c2e');
  });
});
