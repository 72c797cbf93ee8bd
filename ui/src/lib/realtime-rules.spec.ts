import { actionFor, parseSocketMessage, reconnectDelay, socketUrl } from './realtime-rules.ts';

const on = { autoUpdate: true, ownMessageIds: new Set<string>() };

describe('socket message rules', () => {
  it('invalidates the tag of each recalc message', () => {
    for (const type of ['recalcOfferTable', 'recalcOfferTableSP', 'recalcOfferTableCU']) {
      expect(actionFor({ type, messageId: 'm' }, on)).toEqual({ kind: 'invalidate', tags: [{ type: 'OFFER' }] });
    }
    for (const type of ['recalcProcStratTable', 'recalcProcStratTableSP', 'recalcProcStratTableCU']) {
      expect(actionFor({ type, messageId: 'm' }, on)).toEqual({ kind: 'invalidate', tags: [{ type: 'PROCUREMENT_STRATEGY' }] });
    }
    expect(actionFor({ type: 'recalcConfig', messageId: 'm' }, on)).toEqual({ kind: 'invalidate', tags: [{ type: 'CONFIG' }] });
    // A market import job changed (with or without its id): the admin's job list is read again.
    expect(actionFor({ type: 'recalcMarketImportJobs', messageId: 'm', dbId: 'job-1' }, on)).toEqual({ kind: 'invalidate', tags: [{ type: 'MARKET_IMPORT_JOB' }] });
    expect(actionFor({ type: 'recalcDesign', messageId: 'm', dbId: 'sp-1' }, on)).toEqual({
      kind: 'invalidate',
      tags: [{ type: 'DESIGN', id: 'sp-1' }],
    });
    expect(actionFor({ type: 'recalcTerms', messageId: 'm', dbId: 'sp-1' }, on)).toEqual({ kind: 'invalidate', tags: [{ type: 'TERMS' }] });
  });

  it('hands a row message with its row on as a patch, and invalidates the row and lists for one without', () => {
    const row = { id: 'c1', customername: 'Zeta AG' };
    expect(actionFor({ type: 'recalcCustomer', messageId: 'm', dbId: 'c1', row, detail: { id: 'c1' } }, on)).toEqual({
      kind: 'patch',
      change: { topic: 'CUSTOMER', id: 'c1', row, detail: { id: 'c1' } },
    });
    expect(actionFor({ type: 'recalcUser', messageId: 'm', dbId: 'u1', row: { id: 'u1' } }, on)).toMatchObject({ kind: 'patch', change: { topic: 'USER', id: 'u1' } });
    expect(actionFor({ type: 'recalcCustomer', messageId: 'm', dbId: 'c1' }, on)).toEqual({ kind: 'invalidate', tags: [{ type: 'CUSTOMER', id: 'c1' }, { type: 'CUSTOMER', id: 'LIST' }] });
    expect(actionFor({ type: 'recalcSalesPartner', messageId: 'm', dbId: 'sp' }, on)).toEqual({ kind: 'invalidate', tags: [{ type: 'SALES_PARTNER', id: 'sp' }, { type: 'SALES_PARTNER', id: 'LIST' }] });
    // A metering point's row (issue 11): patched in the cached lists and detail; a removal refetches the lists.
    const point = { code: '41373559241', direction: 'CONS' };
    expect(actionFor({ type: 'recalcMeteringPoint', messageId: 'm', dbId: '41373559241/CONS', row: point }, on)).toEqual({
      kind: 'patch',
      change: { topic: 'METERING_POINT', id: '41373559241/CONS', row: point, detail: undefined },
    });
    // An offer's row (issue 12): patched in the cached table pages; without a row the offer and the tables refetch.
    const offer = { offerId: '500001', status: 'expired' };
    expect(actionFor({ type: 'recalcOfferTableCU', messageId: 'm', dbId: '500001', row: offer }, on)).toEqual({
      kind: 'patch',
      change: { topic: 'OFFER', id: '500001', row: offer, detail: undefined },
    });
    expect(actionFor({ type: 'recalcOfferTable', messageId: 'm', dbId: '500001' }, on)).toEqual({ kind: 'invalidate', tags: [{ type: 'OFFER', id: '500001' }, { type: 'OFFER', id: 'LIST' }] });
    expect(actionFor({ type: 'recalcMeteringPoint', messageId: 'm', dbId: 'mp' }, on)).toEqual({ kind: 'invalidate', tags: [{ type: 'METERING_POINT', id: 'mp' }, { type: 'METERING_POINT', id: 'LIST' }] });
  });

  it('patches nothing when auto-update is off or the row is the echo of an own change', () => {
    const message = { type: 'recalcSalesPartner', messageId: 'mine', dbId: 'sp', row: { id: 'sp' } };
    expect(actionFor(message, { ...on, autoUpdate: false })).toEqual({ kind: 'ignore' });
    expect(actionFor(message, { autoUpdate: true, ownMessageIds: new Set(['mine']) })).toEqual({ kind: 'ignore' });
  });

  it('applies updates only when auto-update is on', () => {
    expect(actionFor({ type: 'recalcConfig', messageId: 'm' }, { ...on, autoUpdate: false })).toEqual({ kind: 'ignore' });
  });

  it('ignores the echo of a change this client made', () => {
    const context = { autoUpdate: true, ownMessageIds: new Set(['mine']) };
    expect(actionFor({ type: 'recalcOfferTableCU', messageId: 'mine' }, context)).toEqual({ kind: 'ignore' });
    expect(actionFor({ type: 'recalcOfferTableCU', messageId: 'theirs' }, context).kind).toBe('invalidate');
  });

  it('always shows admin messages and always follows a server-side logout', () => {
    const off = { autoUpdate: false, ownMessageIds: new Set(['x']) };
    expect(actionFor({ type: 'messageAdmin', messageId: 'x', title: 'Wartung', body: 'Heute 18 Uhr' }, off)).toEqual({
      kind: 'adminMessage',
      title: 'Wartung',
      body: 'Heute 18 Uhr',
    });
    expect(actionFor({ type: 'logoutResponse' }, off)).toEqual({ kind: 'logout' });
  });

  it('ignores unknown messages and frames that are not messages', () => {
    expect(actionFor({ type: 'AUTH' }, on)).toEqual({ kind: 'ignore' });
    expect(parseSocketMessage('not json')).toBeNull();
    expect(parseSocketMessage('[1]')).toBeNull();
    expect(parseSocketMessage('{"type":"recalcConfig","messageId":"a"}')).toEqual({ type: 'recalcConfig', messageId: 'a' });
  });
});

describe('reconnect', () => {
  it('backs off exponentially and stops after 10 attempts', () => {
    const delays = Array.from({ length: 11 }, (_, i) => reconnectDelay(i));
    expect(delays.slice(0, 5)).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(delays[9]).toBe(10_000);
    expect(delays[10]).toBeNull();
  });

  it('opens ws:// or wss:// like the page', () => {
    expect(socketUrl({ protocol: 'http:', host: 'alpha.localhost:3000' })).toBe('ws://alpha.localhost:3000/api/socket');
    expect(socketUrl({ protocol: 'https:', host: 'portal.example.ch' })).toBe('wss://portal.example.ch/api/socket');
  });
});
