import { offerPricedData, offerRequestedData, priceInputs } from '@portal/events/testing';
import { OfferDetail, OfferRow } from '@portal/events/read-contracts';
import { Value } from 'typebox/value';
import { erasedView, eventsFrom, projectView } from '../testing/project-view.ts';
import { offerDraftRowOf, offerDraftsView } from './offer-drafts-view.ts';
import { offerDetailOf, offerRowOf, offersView as typedOffersView } from './offers-view.ts';

const offersView = erasedView(typedOffersView);

const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
const customerId = '100001';
const offerId = '500001';
const at = eventsFrom(0);

describe('offers view', () => {
  const requested = at('OfferRequested', offerRequestedData(offerId, customerId, alpha, { codes: ['CH1001234500000000000000000000001', 'CH1001234500000000000000000000002'] }));
  const priced = at('OfferPriced', offerPricedData(offerId));
  const released = at('OfferReleased', { offerId, releasedAt: '2026-11-24T10:00:00.000Z', expiresAt: '2026-11-24T11:00:00.000Z', forecastVolumes: [{ year: 2027, direction: 'CONS', kwh: '119000' }] });
  const accepted = at('OfferAccepted', { offerId, years: [2028], termsAccepted: true, acceptedBy: { userId: 'u1', role: 'customer' } });
  const flagged = at('OfferChangeFlagged', { offerId, deltas: [{ year: 2028, direction: 'CONS', volumeDeltaKwh: '-500', reason: 'yearly quantity' }] });
  const unflagged = at('OfferChangeFlagRemoved', { offerId });
  const document = (version: number) => at('OfferDocumentRecorded', { offerId, version, language: 'de', name: `Offerte ${offerId}`, file: String(version).repeat(64), template: null });

  it('keeps one document per offer whose row and detail match the read contracts', () => {
    const doc = projectView(offersView, [requested]).get(offerId)!;
    const row = offerRowOf(doc, { customername: 'Muster AG', salesPartnerName: 'Alpha Energie AG' });
    expect(Value.Errors(OfferRow, row)).toEqual([]);
    expect(row).toMatchObject({
      offerId, customerId, salesPartnerId: alpha, customername: 'Muster AG', salesPartnerName: 'Alpha Energie AG', status: 'requested', deliveryYears: [2027, 2028],
      acceptedYears: [], volumeKwh: '240001', meteringPointCount: 2, priceCons: null, margin: null, changeFlag: false, offerExpireDateTime: null,
    });
    expect(Value.Errors(OfferDetail, offerDetailOf(doc))).toEqual([]);
    expect(doc.searchText).toBe('500001 ch1001234500000000000000000000001 ch1001234500000000000000000000002');
  });

  it('follows the offer through pricing, release, acceptance per year, the change flag and its documents', () => {
    const doc = projectView(offersView, [requested, priced, released, accepted, flagged, document(1), document(2)]).get(offerId)!;
    const detail = offerDetailOf(doc);
    expect(detail.row).toMatchObject({
      status: 'accepted', acceptedYears: [2028], priceCons: '94', priceConsWithoutMargin: '90', priceProd: null, margin: '3', changeFlag: true,
      offerExpireDateTime: '2026-11-24T11:00:00.000Z',
    });
    expect(detail).toMatchObject({ releasedAt: '2026-11-24T10:00:00.000Z', forecastVolumes: [{ year: 2027, kwh: '119000' }], fees: { margin: '3' } });
    expect(detail.prices[1]?.cons?.inputs).toEqual(priceInputs);
    expect(detail.deltas).toEqual([{ year: 2028, direction: 'CONS', volumeDeltaKwh: '-500', reason: 'yearly quantity' }]);
    expect(detail.documents.map((d) => d.version)).toEqual([1, 2]);
    expect(Value.Errors(OfferDetail, detail)).toEqual([]);
  });

  it('deletes the deltas with the change flag (spec section 4)', () => {
    const doc = projectView(offersView, [requested, priced, released, accepted, flagged, unflagged]).get(offerId)!;
    expect([doc.row.changeFlag, doc.deltas]).toEqual([false, []]);
  });

  it('ends in rejected or expired', () => {
    const rejected = at('OfferRejected', { offerId, reason: null, rejectedBy: { userId: 'u1', role: 'customer' } });
    const expired = at('OfferExpired', { offerId, expiredAt: '2026-11-24T11:00:00.000Z', before: 'acceptance' });
    expect(projectView(offersView, [requested, priced, released, rejected]).get(offerId)?.row.status).toBe('rejected');
    expect(projectView(offersView, [requested, priced, released, expired]).get(offerId)?.row.status).toBe('expired');
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const events = [requested, priced, released, accepted, flagged, document(1)];
    expect(projectView(offersView, events, true)).toEqual(projectView(offersView, events));
  });

  it('announces each change on OFFER with the nameless row, for the relay to complete', () => {
    const doc = projectView(offersView, [requested, priced]).get(offerId)!;
    expect(offersView.notify?.(priced, offerId, doc)).toEqual({ topic: 'OFFER', dbId: offerId, tenant: alpha, row: offerRowOf(doc) });
  });
});

describe('offer-drafts view', () => {
  const draftId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
  const saved = (step: number) => at('OfferDraftSaved', { draftId, salesPartnerId: alpha, customerId: null, savedBy: { userId: 'u2', role: 'salesPartner' }, step, request: { product: 'FULL' } });

  it('keeps the last save of an open draft and forgets a submitted or discarded one', () => {
    const open = projectView(offerDraftsView, [saved(1), saved(3)]).get(draftId)!;
    expect(offerDraftRowOf(open)).toEqual({ draftId, salesPartnerId: alpha, customerId: null, customername: null, savedBy: 'u2', step: 3, request: { product: 'FULL' }, updatedAt: expect.any(String) });
    expect(projectView(offerDraftsView, [saved(1), at('OfferDraftSubmitted', { draftId, offerId })]).has(draftId)).toBe(false);
    expect(projectView(offerDraftsView, [saved(1), at('OfferDraftDiscarded', { draftId })]).has(draftId)).toBe(false);
  });
});
