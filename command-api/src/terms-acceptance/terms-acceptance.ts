import { assertNever, DomainError, type Decider, type TermsAcceptanceEvent } from '@portal/events';

type Accepted = TermsAcceptanceEvent['data'];
type Language = Accepted['language'];
export type TermsDocumentRef = { readonly id: string; readonly name: string };

/** The terms a user has to accept now: their partner's in their language, else German; null when the partner has none. */
export interface CurrentTerms {
  readonly salesPartnerId: string;
  readonly language: Language;
  readonly version: number;
  readonly documents: readonly TermsDocumentRef[];
}

/** `submitted`: the documents the user was shown and accepted (the UI sends back what it listed). */
export type TermsAcceptanceCommand = {
  readonly type: 'AcceptPortalTerms';
  readonly data: { readonly userId: string; readonly submitted: readonly TermsDocumentRef[] };
  readonly current: CurrentTerms | null;
};

export type TermsAcceptanceState = { readonly status: 'none' } | { readonly status: 'accepted'; readonly last: Accepted };

const sameDocuments = (a: readonly TermsDocumentRef[], b: readonly TermsDocumentRef[]): boolean =>
  a.length === b.length && a.every((d, i) => d.id === b[i]?.id && d.name === b[i]?.name);

/** Whether the user's last acceptance covers the current terms (no terms: nothing to accept). */
export function hasAccepted(state: TermsAcceptanceState, current: CurrentTerms | null): boolean {
  if (current === null) return true;
  if (state.status === 'none') return false;
  const { last } = state;
  return last.salesPartnerId === current.salesPartnerId && last.language === current.language && last.version === current.version;
}

/**
 * A customer accepts the current portal terms. A list that is not the current one (the partner
 * published a new version while the dialog was open) is refused with DATA_MISMATCH_RELOAD, so
 * nobody accepts documents they were not shown.
 */
function decide(command: TermsAcceptanceCommand, state: TermsAcceptanceState): TermsAcceptanceEvent[] {
  switch (command.type) {
    case 'AcceptPortalTerms': {
      const { current } = command;
      if (!sameDocuments(command.data.submitted, current?.documents ?? [])) {
        throw new DomainError('DATA_MISMATCH_RELOAD', 409, 'the portal terms have changed: reload them and accept again');
      }
      if (current === null || hasAccepted(state, current)) return [];
      const documents = current.documents.map(({ id, name }) => ({ id, name }));
      return [{ type: 'PortalTermsAccepted', data: { userId: command.data.userId, salesPartnerId: current.salesPartnerId, language: current.language, version: current.version, documents } }];
    }
    default:
      return assertNever(command.type);
  }
}

function evolve(_state: TermsAcceptanceState, event: TermsAcceptanceEvent): TermsAcceptanceState {
  switch (event.type) {
    case 'PortalTermsAccepted':
      return { status: 'accepted', last: event.data };
    default:
      return assertNever(event.type);
  }
}

export const termsAcceptanceDecider: Decider<TermsAcceptanceCommand, TermsAcceptanceState, TermsAcceptanceEvent> = {
  initialState: () => ({ status: 'none' }),
  decide,
  evolve,
};
