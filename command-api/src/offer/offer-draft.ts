import { assertNever, DomainError, type Actor, type Decider, type OfferDraftEvent, type SaveOfferDraft } from '@portal/events';

/**
 * An unfinished offer request of the stepper (`offerDraft-<draftId>`, spec section 2: saved as a
 * draft, continued or discarded). A draft belongs to the tenant of the user who saved it first:
 * a customer's draft to that customer's users, a partner's draft to that partner's users (a
 * partner's user may not continue a draft its customer started, nor the reverse). Saving again
 * replaces the fields; a submitted or discarded draft is final.
 */

export interface DraftActor {
  readonly userId: string;
  readonly role: Actor['role'];
  readonly salesPartnerId?: string;
  readonly customerId?: string;
}

type Owner = { readonly kind: 'customer'; readonly customerId: string; readonly salesPartnerId: string } | { readonly kind: 'salesPartner'; readonly salesPartnerId: string };

export type OfferDraftState =
  | { readonly status: 'none' }
  | { readonly status: 'saved'; readonly owner: Owner }
  | { readonly status: 'submitted'; readonly owner: Owner; readonly offerId: string }
  | { readonly status: 'discarded'; readonly owner: Owner };

export type OfferDraftCommand =
  /** `customerId`: the customer the draft is for as far as known (a customer user's own; the one a partner's user chose, checked by the command). */
  | { readonly type: 'SaveOfferDraft'; readonly data: SaveOfferDraft; readonly customerId: string | null; readonly by: DraftActor }
  | { readonly type: 'DiscardOfferDraft'; readonly data: { readonly draftId: string }; readonly by: DraftActor }
  | { readonly type: 'SubmitOfferDraft'; readonly data: { readonly draftId: string; readonly offerId: string }; readonly by: DraftActor };

const notYours = (draftId: string): DomainError => new DomainError('ERR_BAD_REQUEST', 403, `offer draft ${draftId} is not one of yours`, { field: 'data.draftId' });
const final = (draftId: string, status: 'submitted' | 'discarded'): DomainError =>
  new DomainError('STATE_ERROR', 409, `offer draft ${draftId} was ${status} and cannot be changed`, { field: 'data.draftId' });

/** The owner a new draft gets from the user saving it; only customer and partner users start requests. */
function ownerOf(by: DraftActor, draftId: string): Owner {
  if (by.role === 'customer' && by.customerId && by.salesPartnerId) return { kind: 'customer', customerId: by.customerId, salesPartnerId: by.salesPartnerId };
  if (by.role === 'salesPartner' && by.salesPartnerId) return { kind: 'salesPartner', salesPartnerId: by.salesPartnerId };
  throw notYours(draftId);
}

function mayUse(by: DraftActor, owner: Owner): boolean {
  if (owner.kind === 'customer') return by.role === 'customer' && by.customerId === owner.customerId;
  return by.role === 'salesPartner' && by.salesPartnerId === owner.salesPartnerId;
}

/** The draft when it is the sender's and still open; the right refusal otherwise. */
function openFor(state: OfferDraftState, by: DraftActor, draftId: string): Extract<OfferDraftState, { status: 'saved' }> {
  if (state.status === 'none' || !mayUse(by, state.owner)) throw notYours(draftId);
  if (state.status !== 'saved') throw final(draftId, state.status);
  return state;
}

function decide(command: OfferDraftCommand, state: OfferDraftState): OfferDraftEvent[] {
  const { draftId } = command.data;
  switch (command.type) {
    case 'SaveOfferDraft': {
      const owner = state.status === 'none' ? ownerOf(command.by, draftId) : openFor(state, command.by, draftId).owner;
      const customerId = owner.kind === 'customer' ? owner.customerId : command.customerId;
      const { step, request } = command.data;
      return [{ type: 'OfferDraftSaved', data: { draftId, salesPartnerId: owner.salesPartnerId, customerId, savedBy: { userId: command.by.userId, role: command.by.role }, step, request } }];
    }
    case 'DiscardOfferDraft':
      if (state.status === 'discarded' && mayUse(command.by, state.owner)) return [];
      openFor(state, command.by, draftId);
      return [{ type: 'OfferDraftDiscarded', data: { draftId } }];
    case 'SubmitOfferDraft':
      openFor(state, command.by, draftId);
      return [{ type: 'OfferDraftSubmitted', data: command.data }];
    default:
      return assertNever(command);
  }
}

function evolve(state: OfferDraftState, event: OfferDraftEvent): OfferDraftState {
  switch (event.type) {
    case 'OfferDraftSaved': {
      if (state.status !== 'none') return state;
      const { salesPartnerId, customerId, savedBy } = event.data;
      const owner: Owner = savedBy.role === 'customer' && customerId !== null ? { kind: 'customer', customerId, salesPartnerId } : { kind: 'salesPartner', salesPartnerId };
      return { status: 'saved', owner };
    }
    case 'OfferDraftDiscarded':
      return state.status === 'none' ? state : { status: 'discarded', owner: state.owner };
    case 'OfferDraftSubmitted':
      return state.status === 'none' ? state : { status: 'submitted', owner: state.owner, offerId: event.data.offerId };
    default:
      return assertNever(event);
  }
}

export const offerDraftDecider: Decider<OfferDraftCommand, OfferDraftState, OfferDraftEvent> = { initialState: () => ({ status: 'none' }), decide, evolve };
