import { defineCommand } from '@/lib/commands.ts';
import { draftsTag, draftTag } from './api.ts';

// The commands of the request stepper, each with the reads its success makes stale.

export const saveOfferDraft = defineCommand('SaveOfferDraft', ({ draftId }) => [draftsTag, draftTag(draftId)]);
export const discardOfferDraft = defineCommand('DiscardOfferDraft', ({ draftId }) => [draftsTag, draftTag(draftId)]);
// A new offer is in the offer tables and ends the draft it came from: the drafts list shows it no
// more. The draft itself is not read again (it left the read model; the stepper moves on).
export const requestOffer = defineCommand('RequestOffer', () => [{ type: 'OFFER', id: 'LIST' }, draftsTag]);
