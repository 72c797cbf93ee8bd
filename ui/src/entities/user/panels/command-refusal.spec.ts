import { refusalOf } from './command-refusal.ts';

const problem = (code: string, field?: string) => ({ isClientError: true, code, message: 'server text', ...(field ? { field } : {}) });

describe('refusalOf', () => {
  it('puts a refusal at the form field it names', () => {
    expect(refusalOf(problem('ALREADY_REGISTERED', 'data.mail'), ['mail', 'contact'])).toEqual({
      kind: 'fields',
      errors: { mail: { key: 'codes.ALREADY_REGISTERED', params: { message: 'server text' } } },
    });
    expect(refusalOf(problem('VALIDATION_ERROR', 'data.contact.zipCode'), ['contact']).kind).toBe('fields');
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
