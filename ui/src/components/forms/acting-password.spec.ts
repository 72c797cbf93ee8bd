import type { Problem } from '@/lib/http.ts';
import { actingPasswordOutcome, isWrongActingPassword } from './acting-password.ts';

const problem = (over: Partial<Problem>): Problem => ({ isClientError: true, code: 'VALIDATION_ERROR', message: 'x', ...over });

describe('acting password outcome', () => {
  it('is done without a problem', () => {
    expect(actingPasswordOutcome(null)).toEqual({ kind: 'done' });
  });

  it('shows a wrong password at the field', () => {
    const wrong = problem({ field: 'data.actingPassword', message: 'wrong password, action not executed' });
    expect(isWrongActingPassword(wrong)).toBe(true);
    expect(actingPasswordOutcome(wrong)).toEqual({ kind: 'fieldError', key: 'errorInfo.wrongPassword' });
  });

  it('lets the page name its own refusals and toasts the rest', () => {
    const offers = problem({ code: 'STATE_ERROR', field: 'data.salesPartnerId' });
    const byPage = (p: Problem) => (p.code === 'STATE_ERROR' ? 'errorInfo.deleteRefusedOffers' : null);
    expect(actingPasswordOutcome(offers, byPage)).toEqual({ kind: 'refused', key: 'errorInfo.deleteRefusedOffers', params: {} });
    const other = problem({ code: 'AT_LEAST_ONE_USER' });
    expect(actingPasswordOutcome(other, byPage)).toEqual({ kind: 'toast', problem: other });
    expect(isWrongActingPassword(problem({ field: 'data.password' }))).toBe(false);
  });
});
