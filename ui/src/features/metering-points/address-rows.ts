import type { MeteringAddressRow } from '@portal/events/read-contracts';

// The addresses page's rows: all of them, or under one point's path only those it is measured at.

/**
 * @example addressesOfPoint(rows, '41373559241') // the rows whose points include that code
 */
export function addressesOfPoint(rows: readonly MeteringAddressRow[], code: string | undefined): MeteringAddressRow[] {
  if (code === undefined || code === '' || code === 'all') return [...rows];
  return rows.filter((row) => row.points.some((point) => point.code === code));
}

/** A grid row id: the customer and the whole address (one address may serve several customers). */
export function addressRowId(row: MeteringAddressRow): string {
  const a = row.address;
  return [row.customerId, a.country, a.countryState, a.zipCode, a.place, a.street, a.streetNr].join('\u0000');
}
