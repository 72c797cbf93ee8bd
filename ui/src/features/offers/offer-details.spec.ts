import { offerRow } from '@/entities/offer/offer-fixtures.ts';
import { offerDetail } from '@/entities/offer/offer-detail-fixtures.ts';
import { contractVolumeKwh, type DetailWords, forecastVolumeKwh, offerDetailRows } from './offer-details.ts';

const words: DetailWords = {
  status: (s) => `status:${s}`,
  product: (p) => `product:${p}`,
  direction: (d) => `direction:${d}`,
  minutes: (n) => `${n} min`,
  yes: 'ja',
  no: 'nein',
  none: 'keine',
  configName: (id) => `name:${id}`,
  marketArea: (id) => `area:${id}`,
};

describe('the details tab', () => {
  it('shows every offer field of spec section 3 that the offer has', () => {
    const rows = Object.fromEntries(offerDetailRows(offerDetail({ note: 'Bitte rasch', cancellationFrom: '2027-06-01', cancellationTo: '2027-09-30' }), words));
    expect(rows).toMatchObject({
      offerId: '500001',
      status: 'status:released',
      product: 'product:FULL',
      direction: 'direction:BOTH',
      marketArea: 'area:CH',
      offerDate: '26.11.2026 10:30',
      offerValidityPeriod: '120 min',
      releasedAt: '26.11.2026 10:30',
      deliveryPeriod: '01.01.2027 – 31.12.2028',
      cancellationPeriod: '01.06.2027 – 30.09.2027',
      histRange: '01.01.2025 – 31.12.2025',
      acceptedYears: 'keine',
      volume: "240'000 kWh",
      certificate: 'name:CH-HYDRO',
      changeFlag: 'nein',
      note: 'Bitte rasch',
    });
    expect(rows.contractVolume).toBeUndefined();
    expect(rows.forecastVolume).toBeUndefined();
  });

  it('sums the contract volume of the accepted years and the long-term forecast', () => {
    const accepted = offerDetail({ row: offerRow({ acceptedYears: [2028] }) });
    expect(contractVolumeKwh(accepted)).toBe('150000');
    const released = offerDetail({ forecastVolumes: [{ year: 2027, direction: 'CONS', kwh: '119000.5' }, { year: 2028, direction: 'CONS', kwh: '121000' }] });
    expect(forecastVolumeKwh(released)).toBe('240000.5');
  });
});
