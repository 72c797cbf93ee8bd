import { termsDialogDecision } from './terms-dialog-rules.ts';

const ok = <T>(data: T) => ({ data, isError: false });
const loading = { data: undefined, isError: false };
const failed = { data: undefined, isError: true };

describe('portal terms dialog', () => {
  it('checks customers only', () => {
    for (const role of ['default', 'admin', 'salesPartner']) expect(termsDialogDecision(role, ok(false), ok([]))).toBe('none');
  });

  it('opens for a customer who has not accepted the current version, even while documents load', () => {
    expect(termsDialogDecision('customer', ok(false), ok([{ id: 'a' }]))).toBe('open');
    expect(termsDialogDecision('customer', ok(false), loading)).toBe('open');
  });

  it('stays closed once accepted or while the check runs', () => {
    expect(termsDialogDecision('customer', ok(true), ok([]))).toBe('none');
    expect(termsDialogDecision('customer', loading, loading)).toBe('none');
  });

  it('gives up when the check or the documents cannot be loaded', () => {
    expect(termsDialogDecision('customer', failed, loading)).toBe('fail');
    expect(termsDialogDecision('customer', ok(false), failed)).toBe('fail');
  });
});
