import { requestRefusal } from './request-refusal.ts';

const problem = (code: string, field?: string) => ({ isClientError: true, code, message: 'refused for a reason', ...(field ? { field } : {}) });

describe('where a refusal of the request shows', () => {
  it("puts too many pending offers at a partner's customer choice, with the catalogue text", () => {
    expect(requestRefusal(problem('TOO_MANY_PENDING_OFFERS', 'data.customerId'), 'salesPartner', 'meteringPoint')).toEqual({
      kind: 'fields',
      step: 'customer',
      errors: { customerId: { key: 'codes.TOO_MANY_PENDING_OFFERS', params: { message: 'refused for a reason' } } },
    });
  });

  it("shows it above the step for a customer's user, who has no customer field", () => {
    expect(requestRefusal(problem('TOO_MANY_PENDING_OFFERS', 'data.customerId'), 'customer', 'meteringPoint')).toEqual({
      kind: 'form',
      message: { key: 'codes.TOO_MANY_PENDING_OFFERS', params: { message: 'refused for a reason' } },
    });
  });

  it('takes a refused delivery year back to the years step', () => {
    expect(requestRefusal(problem('VALIDATION_ERROR', 'data.deliveryYears.0'), 'customer', 'meteringPoint')).toEqual({
      kind: 'fields',
      step: 'deliveryYears',
      errors: { 'deliveryYears.0': { key: 'offerRequest.errors.yearRefused', params: { message: 'refused for a reason' } } },
    });
  });

  it("shows any other rule at its field with the API's text, on its step", () => {
    const found = requestRefusal(problem('VALIDATION_ERROR', 'data.meteringPoints.1.code'), 'salesPartner', 'meteringPoint');
    expect(found).toMatchObject({ kind: 'fields', step: 'loadProfile', errors: { 'meteringPoints.1.code': { key: 'offerRequest.errors.refused' } } });
    expect(requestRefusal(problem('VALIDATION_ERROR', 'data.ecology.energyQuality'), 'customer', 'meteringPoint')).toMatchObject({ step: 'ecology' });
  });

  it('makes a refusal without a field, or no answer, a toast', () => {
    expect(requestRefusal(problem('ERR_BAD_REQUEST'), 'customer', 'offerTime')).toMatchObject({ kind: 'toast', message: { type: 'error', code: 'ERR_BAD_REQUEST' } });
    expect(requestRefusal(new Error('offline'), 'customer', 'offerTime')).toEqual({ kind: 'toast', message: { type: 'error' } });
  });
});
