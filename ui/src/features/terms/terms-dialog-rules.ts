// When the blocking portal-terms dialog shows (spec section 4, "Portal terms"): only for a
// logged-in customer who has not accepted the current version. If the acceptance state or the
// documents cannot be loaded, the dialog gives up: the user is logged out and goes to /login.

export interface Loading<T> {
  data?: T | undefined;
  isError: boolean;
}

export type TermsDialogDecision = 'none' | 'open' | 'fail';

/**
 * @example termsDialogDecision('customer', { data: false, isError: false }, { data: [], isError: false }) // 'open'
 */
export function termsDialogDecision(role: string, acceptance: Loading<boolean>, documents: Loading<readonly unknown[]>): TermsDialogDecision {
  if (role !== 'customer') return 'none';
  if (acceptance.isError) return 'fail';
  if (acceptance.data !== false) return 'none';
  if (documents.isError) return 'fail';
  return 'open';
}
