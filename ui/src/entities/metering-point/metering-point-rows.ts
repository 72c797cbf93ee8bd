import type { MeteringAddress } from '@portal/events/metering-point-fields';
import type { MeteringPointRow } from '@portal/events/read-contracts';
import { formatDate, formatNumber } from '@/lib/format/index.ts';

// How a metering point reads on screen (grid cells, detail rows): kWh with the apostrophe
// separator, one address line, dates as dd.mm.yyyy, open period ends as a dash.

/** `formatKwh('1234567.5')` → `1'234'568 kWh`; whole kWh as the CSV and offers count them. */
export function formatKwh(value: string): string {
  return `${formatNumber(value, 0)} kWh`;
}

/** `Bahnhofstrasse 1, 8001 Zürich (ZH, CH)`. */
export function addressLine(address: MeteringAddress): string {
  return `${address.street} ${address.streetNr}, ${address.zipCode} ${address.place} (${address.countryState}, ${address.country})`;
}

const day = (value: string | null): string => (value === null ? '–' : formatDate(value));

/** `01.01.2027 – 31.12.2028`; null when the point has no delivery period yet. */
export function periodText(from: string | null, to: string | null): string | null {
  if (from === null && to === null) return null;
  return `${day(from)} – ${day(to)}`;
}

/** The grid's cells of one row, as text (the columns' value getters). */
export interface MeteringPointCells {
  code: string;
  direction: MeteringPointRow['direction'];
  customer: string;
  yearlyQuantity: string;
  address: string;
  marketArea: string;
  deliveryPeriod: string;
}

/**
 * @example meteringPointCells(row, (id) => names[id] ?? id).yearlyQuantity // "12'000 kWh"
 */
export function meteringPointCells(row: MeteringPointRow, marketAreaName: (id: string) => string): MeteringPointCells {
  return {
    code: row.code,
    direction: row.direction,
    customer: row.customername ?? row.customerId,
    yearlyQuantity: formatKwh(row.yearlyQuantityKwh),
    address: addressLine(row.address),
    marketArea: marketAreaName(row.marketArea),
    deliveryPeriod: periodText(row.deliveryFrom, row.deliveryTo) ?? '',
  };
}
