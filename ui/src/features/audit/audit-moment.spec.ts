import { momentParam, momentProblem, momentRefusal } from './audit-moment.ts';

const refusal = (status: number, field: string) => ({ isClientError: true, code: 'INVALID_DATE', message: `the server's words (${status})`, field, status });

describe('audit moments', () => {
  it('sends a picked Zurich time as an instant with its offset, and an event as its global position', () => {
    expect(momentParam({ kind: 'time', input: '2026-11-20T10:00:05' })).toBe('2026-11-20T10:00:05.000+01:00');
    expect(momentParam({ kind: 'time', input: '2026-06-20T10:00' })).toBe('2026-06-20T10:00:00.000+02:00');
    expect(momentParam({ kind: 'event', entry: { revision: 3, globalPosition: '4711', recordedAt: '2026-11-20T09:00:05.120Z' } })).toBe('4711');
    expect(momentParam({ kind: 'time', input: '2026-03-29T02:30' })).toBeNull();
  });

  it('says what is wrong with a picker before anything is sent', () => {
    expect(momentProblem({ kind: 'time', input: '' })).toEqual({ key: 'audit.moment.required', params: {} });
    expect(momentProblem({ kind: 'time', input: '2026-03-29T02:30' })).toEqual({ key: 'audit.moment.invalid', params: {} });
    expect(momentProblem({ kind: 'time', input: '2026-03-29T03:30' })).toBeNull();
    expect(momentProblem({ kind: 'event', entry: { revision: 0, globalPosition: '1', recordedAt: '2026-01-01T00:00:00.000Z' } })).toBeNull();
  });

  it('puts the server’s refusal at the picker it names, with the server’s message', () => {
    expect(momentRefusal(refusal(422, 'querystring.asOf'), 'asOf')).toEqual({ key: 'audit.moment.outOfRange', params: { message: "the server's words (422)" } });
    expect(momentRefusal(refusal(400, 'querystring.to'), 'to')).toEqual({ key: 'audit.moment.malformed', params: { message: "the server's words (400)" } });
    // The diff's refusal of `to` is not the `from` picker's.
    expect(momentRefusal(refusal(422, 'querystring.to'), 'from')).toBeNull();
    // An unknown stream (404) or a failed load is no moment's fault.
    expect(momentRefusal({ isClientError: true, code: 'ERR_BAD_REQUEST', message: 'no stream', status: 404 }, 'asOf')).toBeNull();
    expect(momentRefusal(undefined, 'asOf')).toBeNull();
  });
});
