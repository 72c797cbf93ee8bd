import type { Problem } from '@/lib/http.ts';
import { problemOf, refusalTarget } from './command-problem.ts';

const problem = (over: Partial<Problem>): Problem => ({ isClientError: true, code: 'VALIDATION_ERROR', message: 'm', ...over });

describe('refusal target', () => {
  it('puts a refusal at a field the form shows, with the API path turned into the form path', () => {
    expect(refusalTarget(problem({ field: 'data.contact.mail' }), ['name', 'contact'])).toEqual({ fields: { 'contact.mail': { key: 'errorInfo.invalid', params: { message: 'm' } } } });
    expect(refusalTarget(problem({ field: 'data.domains.1', code: 'ALREADY_REGISTERED' }), ['domains'])).toMatchObject({ fields: { 'domains.1': { key: 'codes.ALREADY_REGISTERED' } } });
  });

  it('toasts a refusal without a field or at a field the form does not show', () => {
    const state = problem({ code: 'STATE_ERROR', field: 'data.userId' });
    expect(refusalTarget(state, ['password', 'passwordRepeat'])).toEqual({ toast: state });
    const bare = problem({ code: 'ERR_BAD_REQUEST' });
    expect(refusalTarget(bare, ['name'])).toEqual({ toast: bare });
  });

  it('makes a problem of any failure', () => {
    expect(problemOf(problem({ code: 'X' })).code).toBe('X');
    expect(problemOf(new Error('offline'))).toEqual({ isClientError: false, code: 'ERR_BAD_RESPONSE', message: 'offline' });
  });
});
