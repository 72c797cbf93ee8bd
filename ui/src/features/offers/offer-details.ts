import type { OfferDetail } from '@portal/events/read-contracts';
import { offerVolume } from '@/entities/offer/offer-display.ts';
import { Decimal, formatDate, formatDateTime } from '@/lib/format/index.ts';

// The details tab: every offer field of spec section 3 as label key and text, in reading order.
// Texts that need the catalogue (status, product, direction, yes/no) come from `words`.

export interface DetailWords {
  status: (status: OfferDetail['row']['status']) => string;
  product: (product: OfferDetail['row']['product']) => string;
  direction: (direction: OfferDetail['row']['direction']) => string;
  minutes: (minutes: number) => string;
  yes: string;
  no: string;
  none: string;
  /** a certificate or energy quality id as the configuration names it */
  configName: (id: string) => string;
  marketArea: (id: string) => string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const period = (from: string | null, to: string | null): string | undefined => (from === null || to === null ? undefined : `${formatDate(from)} – ${formatDate(to)}`);

/** kWh summed over the given lines. */
const sumKwh = (lines: readonly { kwh: string }[]): string => lines.reduce((sum, line) => sum.plus(line.kwh), new Decimal(0)).toString();

/**
 * The contract volume: what the accepted years hold (the points' yearly quantities at request),
 * undefined until a year is accepted.
 */
export function contractVolumeKwh(detail: OfferDetail): string | undefined {
  const accepted = new Set(detail.row.acceptedYears);
  if (accepted.size === 0) return undefined;
  return sumKwh(detail.volumes.filter((line) => accepted.has(line.year)));
}

/** The accepted long-term forecast over all years and directions, undefined before release. */
export function forecastVolumeKwh(detail: OfferDetail): string | undefined {
  return detail.forecastVolumes.length === 0 ? undefined : sumKwh(detail.forecastVolumes);
}

/**
 * @example offerDetailRows(detail, words).find(([key]) => key === 'offerValidityPeriod') // ['offerValidityPeriod', '120 Minuten']
 */
export function offerDetailRows(detail: OfferDetail, words: DetailWords): [key: string, text: string | undefined][] {
  const row = detail.row;
  const contract = contractVolumeKwh(detail);
  const forecast = forecastVolumeKwh(detail);
  return [
    ['offerId', row.offerId],
    ['status', words.status(row.status)],
    ['customer', row.customername ?? row.customerId],
    ['salesPartner', row.salesPartnerName ?? undefined],
    ['product', words.product(row.product)],
    ['marketArea', words.marketArea(row.marketArea)],
    ['direction', words.direction(row.direction)],
    ['currency', row.currency],
    ['offerDate', `${formatDate(row.offerDate)} ${pad(row.offerHour)}:${pad(row.offerMinute)}`],
    ['offerValidityPeriod', words.minutes(row.offerValidityPeriod)],
    ['releasedAt', detail.releasedAt === null ? undefined : formatDateTime(detail.releasedAt)],
    ['offerExpireDateTime', row.offerExpireDateTime === null ? undefined : formatDateTime(row.offerExpireDateTime)],
    ['deliveryYears', row.deliveryYears.join(', ')],
    ['deliveryPeriod', period(row.deliveryFrom, row.deliveryTo)],
    ['actualYearSupplyStart', detail.actualYearSupplyStart === null ? undefined : formatDate(detail.actualYearSupplyStart)],
    ['cancellationPeriod', period(detail.cancellationFrom, detail.cancellationTo)],
    ['histRange', period(detail.histRangeStart, detail.histRangeEnd)],
    ['acceptedYears', row.acceptedYears.length === 0 ? words.none : row.acceptedYears.join(', ')],
    ['volume', offerVolume(row.volumeKwh)],
    ['forecastVolume', forecast === undefined ? undefined : offerVolume(forecast)],
    ['contractVolume', contract === undefined ? undefined : offerVolume(contract)],
    ['meteringPointCount', String(row.meteringPointCount)],
    ['certificate', detail.ecology.certificate === null ? words.none : words.configName(detail.ecology.certificate)],
    ['energyQuality', words.configName(detail.ecology.energyQuality)],
    ['changeFlag', row.changeFlag ? words.yes : words.no],
    ['createdBy', row.createdBy],
    ['note', detail.note ?? undefined],
  ];
}
