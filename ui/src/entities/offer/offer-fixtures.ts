import type { OfferRow } from '@portal/events/read-contracts';

/** A released CHF offer of a partner's firm customer, for the offer specs; override what a case needs. */
export function offerRow(overrides: Partial<OfferRow> = {}): OfferRow {
  return {
    offerId: '500001',
    customerId: '1001',
    customername: 'Muster Energie AG',
    salesPartnerId: '0b6f1d0e-3b59-4a8e-9a43-2d7c1f7a5e10',
    salesPartnerName: 'Alpha Energie',
    product: 'FULL',
    status: 'released',
    marketArea: 'CH',
    currency: 'CHF',
    direction: 'CONS',
    offerDate: '2026-11-26',
    offerHour: 10,
    offerMinute: 30,
    offerDateTime: '2026-11-26T09:30:00.000Z',
    offerValidityPeriod: 120,
    offerExpireDateTime: '2026-11-26T11:30:00.000Z',
    deliveryYears: [2027, 2028],
    deliveryFrom: '2027-01-01',
    deliveryTo: '2028-12-31',
    acceptedYears: [],
    volumeKwh: '240000',
    meteringPointCount: 2,
    priceCons: '85.123456',
    priceProd: null,
    priceConsWithoutMargin: '80.123456',
    priceProdWithoutMargin: null,
    margin: '5',
    changeFlag: false,
    createdBy: 'user-1',
    updatedAt: '2026-11-26T09:31:00.000Z',
    ...overrides,
  };
}
