import { problemOf, refusalOf } from './command-refusal.ts';

const problem = (code: string, field?: string) => ({ isClientError: true, code, message: 'server text', ...(field ? { field } : {}) });

describe('refusalOf', () => {
  it('puts a refusal at the form field it names', () => {
    expect(refusalOf(problem('ALREADY_REGISTERED', 'data.mail'), ['mail', 'contact'])).toEqual({
      kind: 'fields',
      errors: { mail: { key: 'codes.ALREADY_REGISTERED', params: { message: 'server text' } } },
    });
    expect(refusalOf(problem('VALIDATION_ERROR', 'data.contact.zipCode'), ['contact'])).toEqual({
      kind: 'fields',
      errors: { 'contact.zipCode': { key: 'errorInfo.invalid', params: { message: 'server text' } } },
    });
    expect(refusalOf(problem('ALREADY_REGISTERED', 'data.domains.1'), ['domains'])).toMatchObject({ kind: 'fields', errors: { 'domains.1': { key: 'codes.ALREADY_REGISTERED' } } });
  });

  it('shows the maximum-users refusal above the form, with the contract text', () => {
    expect(refusalOf(problem('STATE_ERROR', 'data.customerId'), ['mail'], { 'STATE_ERROR@customerId': 'errorInfo.maxUsers' })).toEqual({
      kind: 'form',
      message: { key: 'errorInfo.maxUsers', params: { message: 'server text' } },
    });
  });

  it('makes a toast of a refusal without a field and of a failure without an answer', () => {
    expect(refusalOf(problem('AT_LEAST_ONE_USER'), ['mail'])).toEqual({ kind: 'toast', message: { type: 'error', code: 'AT_LEAST_ONE_USER', params: { message: 'server text' } } });
    expect(refusalOf(new Error('offline'), ['mail'])).toEqual({ kind: 'toast', message: { type: 'error' } });
  });
});

describe('problemOf', () => {
  it('keeps a problem and makes one of any other failure', () => {
    expect(problemOf(problem('X')).code).toBe('X');
    expect(problemOf(new Error('offline'))).toEqual({ isClientError: false, code: 'ERR_BAD_RESPONSE', message: 'offline' });
  });
});
