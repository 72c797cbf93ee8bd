/**
 * Currency codes a central bank's file may name. `Intl` knows the codes in use today; the ECB's
 * history (`eurofxref-hist.csv`) still carries columns of currencies replaced by the euro or
 * redenominated since 1999, which `Intl` no longer lists, and a real file must import.
 */
const withdrawnInEcbHistory = ['CYP', 'EEK', 'LTL', 'LVL', 'MTL', 'ROL', 'SIT', 'SKK', 'TRL'];

const known = new Set([...Intl.supportedValuesOf('currency'), ...withdrawnInEcbHistory]);

export const isCurrencyCode = (code: string): boolean => /^[A-Z]{3}$/.test(code) && known.has(code);
