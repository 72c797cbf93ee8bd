import type { MeteringPointInput, RegisterMeteringPoints } from '@portal/events';

/**
 * Swiss metering point codes that fit the default country rule (`CH`, 6-digit operator, 5-digit
 * postcode, 20 letters or digits), one per number.
 *
 * @example swissCode(7) // 'CH1012340800100000000000000000007'
 */
export const swissCode = (n: number): string => `CH101234080010${String(n).padStart(19, '0')}`;

export const zurich = { street: 'Seestrasse', streetNr: '5', place: 'Zürich', zipCode: '8002', country: 'CH' as const, countryState: 'ZH' };

export function swissPoint(n: number, overrides: Partial<MeteringPointInput> = {}): MeteringPointInput {
  return { code: swissCode(n), direction: 'CONS', yearlyQuantityKwh: '120000', address: zurich, ...overrides };
}

/** A registration of `points` for the customer in the Swiss market area, consumption and production declared. */
export function registration(customerId: string, points: MeteringPointInput[], overrides: Partial<RegisterMeteringPoints> = {}): RegisterMeteringPoints {
  return { customerId, marketArea: 'CH', declared: 'BOTH', source: 'FORM', points, ...overrides };
}
