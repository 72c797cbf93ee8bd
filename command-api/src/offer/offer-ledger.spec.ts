import type { OfferNumberEvent } from '@portal/events';
import { given } from '@portal/events/testing';
import { alphaId } from '../sales-partner/testing/partner-fixtures.ts';
import { customerOffersDecider, salesPartnerOffersDecider, type CustomerLedgerEvent, type SalesPartnerLedgerEvent } from './offer-ledger.ts';
import { offerNumberDecider } from './offer-number.ts';

const customerId = '100001';
const opened = (offerId: string) => ({ type: 'CustomerOfferOpened', data: { customerId, salesPartnerId: alphaId, offerId } }) as CustomerLedgerEvent;
const settled = (offerId: string) => ({ type: 'CustomerOfferSettled', data: { customerId, offerId } }) as CustomerLedgerEvent;
const closed = { type: 'CustomerOffersClosed', data: { customerId } } as CustomerLedgerEvent;
const open = (offerId: string, maxPending = 2) => ({ type: 'OpenCustomerOffer' as const, data: { customerId, salesPartnerId: alphaId, offerId }, maxPending });
const settle = (offerId: string) => ({ type: 'SettleCustomerOffer' as const, data: { customerId, offerId } });
const close = { type: 'CloseCustomerOffers' as const, data: { customerId } };

describe('customer offer ledger', () => {
  it('opens offers up to the pending limit; settled ones no longer count', () => {
    given(customerOffersDecider, [opened('1')]).when(open('2')).then([opened('2')]);
    given(customerOffersDecider, [opened('1'), opened('2')]).when(open('3')).thenThrows('TOO_MANY_PENDING_OFFERS', 'data.customerId');
    given(customerOffersDecider, [opened('1'), opened('2'), settled('1')]).when(open('3')).then([opened('3')]);
  });

  it('settles an opened offer once; an unknown one is left alone', () => {
    given(customerOffersDecider, [opened('1')]).when(settle('1')).then([settled('1')]);
    given(customerOffersDecider, [opened('1'), settled('1')]).when(settle('1')).then([]);
    given(customerOffersDecider, []).when(settle('9')).then([]);
  });

  it('closes a ledger without offers once, and refuses one with offers, settled or not', () => {
    given(customerOffersDecider, []).when(close).then([closed]);
    given(customerOffersDecider, [closed]).when(close).then([]);
    given(customerOffersDecider, [opened('1')]).when(close).thenThrows('STATE_ERROR', 'data.customerId');
    given(customerOffersDecider, [opened('1'), settled('1')]).when(close).thenThrows('STATE_ERROR', 'data.customerId');
  });

  it('opens nothing once closed (the customer was deleted)', () => {
    given(customerOffersDecider, [closed]).when(open('1')).thenThrows('STATE_ERROR', 'data.customerId');
  });
});

describe('sales partner offer ledger', () => {
  const partnerOpened = { type: 'SalesPartnerOfferOpened', data: { salesPartnerId: alphaId, customerId, offerId: '1' } } as SalesPartnerLedgerEvent;
  const partnerClosed = { type: 'SalesPartnerOffersClosed', data: { salesPartnerId: alphaId } } as SalesPartnerLedgerEvent;
  const openOne = { type: 'OpenSalesPartnerOffer' as const, data: { salesPartnerId: alphaId, customerId, offerId: '1' } };
  const closeAll = { type: 'CloseSalesPartnerOffers' as const, data: { salesPartnerId: alphaId } };

  it('opens offers until closed, closes only without offers', () => {
    given(salesPartnerOffersDecider, []).when(openOne).then([partnerOpened]);
    given(salesPartnerOffersDecider, []).when(closeAll).then([partnerClosed]);
    given(salesPartnerOffersDecider, [partnerClosed]).when(closeAll).then([]);
    given(salesPartnerOffersDecider, [partnerOpened]).when(closeAll).thenThrows('STATE_ERROR', 'data.salesPartnerId');
    given(salesPartnerOffersDecider, [partnerClosed]).when(openOne).thenThrows('STATE_ERROR');
  });
});

describe('offer numbers', () => {
  const assigned = (offerId: string) => ({ type: 'OfferNumberAssigned', data: { offerId } }) as OfferNumberEvent;
  it('hands out whole numbers in order from 500001', () => {
    given(offerNumberDecider, []).when({ type: 'AssignOfferNumber' }).then([assigned('500001')]);
    given(offerNumberDecider, [assigned('500001'), assigned('500002')]).when({ type: 'AssignOfferNumber' }).then([assigned('500003')]);
  });
});
