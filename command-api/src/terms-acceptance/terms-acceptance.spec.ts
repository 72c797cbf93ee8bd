import type { TermsAcceptanceEvent } from '@portal/events';
import { given } from '@portal/events/testing';
import { hasAccepted, termsAcceptanceDecider, type CurrentTerms } from './terms-acceptance.ts';

const userId = '7d1f3a52-6a3e-4c1e-9a57-3f1d2a0000c1';
const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
const v1: CurrentTerms = { salesPartnerId: alpha, language: 'de', version: 1, documents: [{ id: `${alpha}-de-1-1`, name: 'AGB' }] };
const v2: CurrentTerms = { ...v1, version: 2, documents: [{ id: `${alpha}-de-2-1`, name: 'AGB 2027' }, { id: `${alpha}-de-2-2`, name: 'Datenschutz' }] };
const accepted = (terms: CurrentTerms): TermsAcceptanceEvent => ({
  type: 'PortalTermsAccepted',
  data: { userId, salesPartnerId: terms.salesPartnerId, language: terms.language, version: terms.version, documents: [...terms.documents] },
});
const accept = (current: CurrentTerms | null, submitted = current?.documents ?? []) => ({ type: 'AcceptPortalTerms' as const, data: { userId, submitted }, current });

describe('accepting the portal terms', () => {
  it('records the current version in the language it was shown in', () => {
    given(termsAcceptanceDecider, []).when(accept(v1)).then([accepted(v1)]);
  });

  it('records a newer version after an older one, and nothing when it is accepted already', () => {
    given(termsAcceptanceDecider, [accepted(v1)]).when(accept(v2)).then([accepted(v2)]);
    given(termsAcceptanceDecider, [accepted(v2)]).when(accept(v2)).then([]);
  });

  it.each([
    ['an older list', v1.documents],
    ['a list missing a document', v2.documents.slice(0, 1)],
    ['a renamed document', [{ ...v2.documents[0]!, name: 'other' }, v2.documents[1]!]],
    ['nothing', []],
  ])('refuses %s with DATA_MISMATCH_RELOAD', (_name, submitted) => {
    given(termsAcceptanceDecider, [accepted(v1)]).when(accept(v2, submitted)).thenThrows('DATA_MISMATCH_RELOAD');
  });

  it('has nothing to accept where the partner published no terms', () => {
    given(termsAcceptanceDecider, []).when(accept(null)).then([]);
    given(termsAcceptanceDecider, []).when(accept(null, v1.documents)).thenThrows('DATA_MISMATCH_RELOAD');
  });

  it('tells whether the last acceptance covers the current terms', () => {
    const after = (events: TermsAcceptanceEvent[]) => events.reduce(termsAcceptanceDecider.evolve, termsAcceptanceDecider.initialState());
    expect([hasAccepted(after([]), v1), hasAccepted(after([accepted(v1)]), v1), hasAccepted(after([accepted(v1)]), v2), hasAccepted(after([]), null)]).toEqual([false, true, false, true]);
    expect(hasAccepted(after([accepted(v1)]), { ...v1, language: 'en' })).toBe(false);
    expect(hasAccepted(after([accepted(v1)]), { ...v1, salesPartnerId: 'another' })).toBe(false);
  });
});
