import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api.ts';
import { auditApi, auditRequest } from './audit-api.ts';

// Every audit GET the server answers is recorded as a read (ADR 26): the UI sends each once.

function storeWithFetch(statuses: number[]) {
  const calls: string[] = [];
  globalThis.fetch = (async (url: string) => {
    calls.push(url);
    const status = statuses.shift() ?? 200;
    const body = status < 400 ? { data: { streamId: 'customer-1', items: [], next: null } } : { isClientError: true, code: 'ERR_BAD_REQUEST', message: 'no stream customer-1' };
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });
  return { store, calls };
}

describe('audit reads', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  type Store = ReturnType<typeof storeWithFetch>['store'];
  const reads: [string, (store: Store) => Promise<{ error?: unknown }>][] = [
    ['history', (store) => store.dispatch(auditApi.endpoints.getAuditHistory.initiate({ streamId: 'customer-1' }))],
    ['state as of', (store) => store.dispatch(auditApi.endpoints.getAuditState.initiate({ streamId: 'customer-1', asOf: '2026-11-20T10:00:00.000+01:00' }))],
    ['diff', (store) => store.dispatch(auditApi.endpoints.getAuditDiff.initiate({ streamId: 'customer-1', from: '1', to: '2' }))],
    ['stream search', (store) => store.dispatch(auditApi.endpoints.getAuditStreams.initiate({ prefix: 'customer-' }))],
  ];

  it.each(reads)('asks once for the %s, even when the answer is a 404 that a plain GET retries', async (_name, read) => {
    const { store, calls } = storeWithFetch([404, 200, 200]);
    const result = await read(store);
    expect(result.error).toMatchObject({ status: 404, code: 'ERR_BAD_REQUEST' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^\/api\/audit\/streams/);
  });

  it('puts the stream id and the moments into the URL, leaving out what is not given', () => {
    expect(auditRequest('/api/audit/streams', { prefix: 'salesPartner-', after: undefined, limit: 10 })).toEqual({ url: '/api/audit/streams?prefix=salesPartner-&limit=10', retry: false });
    expect(auditRequest('/api/audit/streams/user-1', { asOf: '2026-03-29T03:00:00.000+02:00' }).url).toBe('/api/audit/streams/user-1?asOf=2026-03-29T03%3A00%3A00.000%2B02%3A00');
    expect(auditRequest('/api/audit/streams/x/history').url).toBe('/api/audit/streams/x/history');
  });
});
