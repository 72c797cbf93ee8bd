import { userPersonalFields, type RecordedEvent } from '@portal/events';
import { testEvent } from '@portal/events/testing';
import { entryOf, isErased } from './audit-entry.ts';
import { prefixUpperBound } from './audit-log.ts';

const recorded = (type: string, data: unknown, metadata: object = {}): RecordedEvent => ({
  ...testEvent(type, data, { actor: { userId: 'u-anna', role: 'salesPartner', salesPartnerId: 'sp-alpha' }, ...metadata }),
  streamId: 's-1',
  revision: 3n,
  globalPosition: 9_007_199_254_740_993n,
  checkpoint: { commit: 1n, position: 9_007_199_254_740_993n },
  recordedAt: '2026-11-20T10:00:00.123Z',
});

const rule = (type: string) => {
  const found = userPersonalFields.find(([t]) => t === type)?.[1];
  if (!found) throw new Error(`no rule for ${type}`);
  return found;
};

describe('entryOf: one event of a history', () => {
  it('given an event with a reason, then its place, ids, actor, reason and changes', () => {
    const event = recorded('ConfigListReplaced', { list: 'configSextype', items: [], reason: 'cleanup' });
    const entry = entryOf(event, [{ field: 'lists.configSextype', before: [1], after: [] }], false);
    expect(entry).toEqual({
      revision: 3, globalPosition: '9007199254740993', recordedAt: '2026-11-20T10:00:00.123Z', occurredAt: event.metadata.occurredAt, type: 'ConfigListReplaced',
      actor: { userId: 'u-anna', role: 'salesPartner', salesPartnerId: 'sp-alpha' },
      commandId: event.metadata.commandId, correlationId: event.metadata.correlationId, causationId: event.metadata.causationId,
      reason: 'cleanup', erased: false, changes: [{ field: 'lists.configSextype', before: [1], after: [] }],
    });
  });

  it('given an event without reason and a system actor without partner, then null for both', () => {
    const entry = entryOf(recorded('CustomerDeleted', { customerId: '1' }, { actor: { userId: 'system', role: 'system' } }), [], false);
    expect([entry.reason, entry.actor]).toEqual([null, { userId: 'system', role: 'system', salesPartnerId: null }]);
  });

  it('given metadata without an actor (an event appended by hand), then actor null rather than a failure', () => {
    const event = recorded('X', {});
    const entry = entryOf({ ...event, metadata: { ...event.metadata, actor: undefined as never } }, [], false);
    expect(entry.actor).toBeNull();
  });
});

describe('isErased', () => {
  const invited = { userId: 'u1', salesPartnerId: null, role: 'admin', mail: 'anna@x.ch', name: 'Muster', prename: 'Anna', sex: 'MS', phoneprefix: '+41', phone: '1' };
  const erasedData = { ...invited, mail: 'erased-u1@erased.invalid', name: '(erased)', prename: '', sex: 'DIV', phoneprefix: '', phone: '' };

  it('given the key gone and the fields read as the erased values, then erased', () => {
    expect(isErased(erasedData, rule('UserInvited'), false)).toBe(true);
  });

  it('given the key present, then not erased', () => {
    expect(isErased(erasedData, rule('UserInvited'), true)).toBe(false);
  });

  it('given the key gone but the fields in clear (stored before the type was sealed), then not erased', () => {
    expect(isErased(invited, rule('UserInvited'), false)).toBe(false);
  });
});

describe('prefixUpperBound: the end of the range of ids with a prefix', () => {
  it.each([
    ['customer-', 'customer.'],
    ['a', 'b'],
    ['\u{10FFFF}', null],
    ['a\u{10FFFF}', 'b'],
    ['\uD7FF', '\uE000'],
    ['', null],
  ])('given %j, then %j', (prefix, bound) => {
    expect(prefixUpperBound(prefix)).toBe(bound);
  });
});
