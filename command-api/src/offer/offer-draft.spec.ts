import type { OfferDraftEvent } from '@portal/events';
import { given } from '@portal/events/testing';
import { alphaId, betaId } from '../sales-partner/testing/partner-fixtures.ts';
import { offerDraftDecider as decider, type DraftActor, type OfferDraftCommand } from './offer-draft.ts';

const draftId = '6f1c2a52-0000-4c1e-9a57-3f1d2a000001';
const anna: DraftActor = { userId: 'u-anna', role: 'salesPartner', salesPartnerId: alphaId };
const alf: DraftActor = { userId: 'u-alf', role: 'salesPartner', salesPartnerId: alphaId };
const ben: DraftActor = { userId: 'u-ben', role: 'salesPartner', salesPartnerId: betaId };
const carl: DraftActor = { userId: 'u-carl', role: 'customer', salesPartnerId: alphaId, customerId: '100001' };
const cora: DraftActor = { userId: 'u-cora', role: 'customer', salesPartnerId: alphaId, customerId: '100001' };
const otto: DraftActor = { userId: 'u-otto', role: 'customer', salesPartnerId: alphaId, customerId: '100002' };

const save = (by: DraftActor, step = 2, customerId: string | null = by.customerId ?? null): OfferDraftCommand => ({ type: 'SaveOfferDraft', data: { draftId, step, request: { marketArea: 'CH' } }, customerId, by });
const saved = (by: DraftActor, step = 2, customerId: string | null = by.customerId ?? null) =>
  ({ type: 'OfferDraftSaved', data: { draftId, salesPartnerId: alphaId, customerId, savedBy: { userId: by.userId, role: by.role }, step, request: { marketArea: 'CH' } } }) as OfferDraftEvent;
const discard = (by: DraftActor): OfferDraftCommand => ({ type: 'DiscardOfferDraft', data: { draftId }, by });
const submit = (by: DraftActor): OfferDraftCommand => ({ type: 'SubmitOfferDraft', data: { draftId, offerId: '500001' }, by });
const discarded = { type: 'OfferDraftDiscarded', data: { draftId } } as OfferDraftEvent;
const submitted = { type: 'OfferDraftSubmitted', data: { draftId, offerId: '500001' } } as OfferDraftEvent;

describe('offer draft decider', () => {
  it('saves a draft and saves it again, for any user of the saver\'s tenant', () => {
    given(decider, []).when(save(anna, 1, null)).then([saved(anna, 1, null)]);
    given(decider, [saved(anna, 1, null)]).when(save(alf, 3, '100001')).then([saved(alf, 3, '100001')]);
    given(decider, [saved(carl)]).when(save(cora, 4)).then([saved(cora, 4)]);
  });

  it('keeps a customer\'s draft from its partner and other customers, and a partner\'s from other tenants', () => {
    given(decider, [saved(carl)]).when(save(anna)).thenThrows('ERR_BAD_REQUEST', 'data.draftId');
    given(decider, [saved(carl)]).when(save(otto)).thenThrows('ERR_BAD_REQUEST', 'data.draftId');
    given(decider, [saved(anna, 1, null)]).when(save(ben)).thenThrows('ERR_BAD_REQUEST');
    given(decider, [saved(anna, 1, null)]).when(save(carl)).thenThrows('ERR_BAD_REQUEST');
    given(decider, [saved(anna, 1, null)]).when(discard(carl)).thenThrows('ERR_BAD_REQUEST');
  });

  it('discards once; a discarded or submitted draft cannot be saved again', () => {
    given(decider, [saved(carl)]).when(discard(cora)).then([discarded]);
    given(decider, [saved(carl), discarded]).when(discard(carl)).then([]);
    given(decider, [saved(carl), discarded]).when(save(carl)).thenThrows('STATE_ERROR', 'data.draftId');
    given(decider, [saved(carl), submitted]).when(save(carl)).thenThrows('STATE_ERROR', 'data.draftId');
    given(decider, [saved(carl), submitted]).when(discard(carl)).thenThrows('STATE_ERROR');
    given(decider, []).when(discard(carl)).thenThrows('ERR_BAD_REQUEST');
  });

  it('is submitted by the request that names it, once', () => {
    given(decider, [saved(anna)]).when(submit(alf)).then([submitted]);
    given(decider, [saved(anna), submitted]).when(submit(alf)).thenThrows('STATE_ERROR');
    given(decider, [saved(anna), discarded]).when(submit(alf)).thenThrows('STATE_ERROR');
    given(decider, [saved(anna)]).when(submit(ben)).thenThrows('ERR_BAD_REQUEST');
    given(decider, []).when(submit(anna)).thenThrows('ERR_BAD_REQUEST');
  });

  it('is started by customer and partner users only', () => {
    given(decider, []).when(save({ userId: 'u-admin', role: 'admin' }, 1, null)).thenThrows('ERR_BAD_REQUEST');
  });
});
