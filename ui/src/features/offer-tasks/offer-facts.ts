import type { OfferDetail } from '@portal/events/read-contracts';
import { Decimal, formatDate, formatDateTime, formatEnergy } from '@/lib/format/index.ts';

// The key facts of an offer on its task page, as label keys and shown values (pure, so the
// rows are tested without a browser). A fact the offer lacks is left out.

type T = (key: string, params?: Record<string, unknown>) => string;
const facts = 'offerTasks.facts';

/** kWh over the years and directions of a volume list; undefined when empty. */
export function totalKwh(volumes: OfferDetail['volumes']): string | undefined {
  if (volumes.length === 0) return undefined;
  return volumes.reduce((sum, v) => sum.plus(v.kwh), new Decimal(0)).toString();
}

const period = (t: T, from: string | null, to: string | null) => (from && to ? t(`${facts}.period`, { from: formatDate(from), to: formatDate(to) }) : undefined);

/**
 * @param certificateName the config list's name of a certificate id (the id itself when unknown)
 * @example factRows(detail, t, (id) => id)[0] // ['Kunde', 'Muster Energie AG (100001)']
 */
export function factRows(detail: OfferDetail, t: T, certificateName: (id: string) => string): [string, string | undefined][] {
  const { row } = detail;
  const forecast = totalKwh(detail.forecastVolumes);
  return [
    [t(`${facts}.customer`), `${row.customername ?? ''} (${row.customerId})`],
    [t(`${facts}.salesPartner`), row.salesPartnerName ?? row.salesPartnerId],
    [t(`${facts}.status`), t(`offerTasks.statuses.${row.status}`)],
    [t(`${facts}.product`), t(`offerTasks.products.${row.product}`)],
    [t(`${facts}.marketArea`), row.marketArea],
    [t(`${facts}.currency`), row.currency],
    [t(`${facts}.direction`), t(`offerTasks.directions.${row.direction}`)],
    [t(`${facts}.offerTime`), formatDateTime(row.offerDateTime)],
    [t(`${facts}.validity`), t(`${facts}.validityMinutes`, { minutes: row.offerValidityPeriod })],
    [t(`${facts}.releasedAt`), detail.releasedAt ? formatDateTime(detail.releasedAt) : undefined],
    [t(`${facts}.expires`), row.offerExpireDateTime ? formatDateTime(row.offerExpireDateTime) : undefined],
    [t(`${facts}.deliveryYears`), row.deliveryYears.join(', ')],
    [t(`${facts}.deliveryPeriod`), period(t, row.deliveryFrom, row.deliveryTo)],
    [t(`${facts}.supplyStart`), detail.actualYearSupplyStart ? formatDate(detail.actualYearSupplyStart) : undefined],
    [t(`${facts}.histRange`), period(t, detail.histRangeStart, detail.histRangeEnd)],
    [t(`${facts}.cancellation`), period(t, detail.cancellationFrom, detail.cancellationTo)],
    [t(`${facts}.points`), String(row.meteringPointCount)],
    [t(`${facts}.volume`), formatEnergy(row.volumeKwh, 'kWh')],
    [t(`${facts}.forecastVolume`), forecast === undefined ? undefined : formatEnergy(forecast, 'kWh')],
    [t(`${facts}.certificate`), detail.ecology.certificate ? certificateName(detail.ecology.certificate) : undefined],
    [t(`${facts}.energyQuality`), detail.ecology.energyQuality],
    [t(`${facts}.note`), detail.note ?? undefined],
  ];
}
