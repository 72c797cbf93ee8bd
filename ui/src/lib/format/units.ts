import { type Decimal, type NumberInput, toDecimal } from './decimal.ts';
import { formatKind } from './number.ts';

// Conversion factors of spec section 9.
/** A price per MWh is 10 times the price in hundredths per kWh (CHF/MWh → Rp./kWh, EUR/MWh → ct/kWh). */
export const PRICE_MWH_PER_HUNDREDTH_KWH = 10;
/** A power in kW held for a quarter hour is a quarter of that in kWh. */
export const QUARTER_HOURS_PER_HOUR = 4;
export const KWH_PER_MWH = 1000;
/** Fractions shown as hundredths (percent, Rp., ct). */
export const HUNDRED = 100;

export type Currency = 'CHF' | 'EUR';
export type PriceUnit = 'Rp./kWh' | 'ct/kWh';
export type EnergyUnit = 'kWh' | 'MWh' | 'kW';

export function priceUnit(currency: Currency): PriceUnit {
  return currency === 'CHF' ? 'Rp./kWh' : 'ct/kWh';
}

/** 85 CHF/MWh → 8.5 Rp./kWh. */
export function pricePerMwhToHundredthsPerKwh(perMwh: NumberInput): Decimal {
  return toDecimal(perMwh).div(PRICE_MWH_PER_HUNDREDTH_KWH);
}

export function hundredthsPerKwhToPricePerMwh(perKwh: NumberInput): Decimal {
  return toDecimal(perKwh).mul(PRICE_MWH_PER_HUNDREDTH_KWH);
}

/** 100 kW over 15 minutes → 25 kWh. */
export function kwQuarterHourToKwh(kw: NumberInput): Decimal {
  return toDecimal(kw).div(QUARTER_HOURS_PER_HOUR);
}

export function kwhToKwQuarterHour(kwh: NumberInput): Decimal {
  return toDecimal(kwh).mul(QUARTER_HOURS_PER_HOUR);
}

export function kwhToMwh(kwh: NumberInput): Decimal {
  return toDecimal(kwh).div(KWH_PER_MWH);
}

export function mwhToKwh(mwh: NumberInput): Decimal {
  return toDecimal(mwh).mul(KWH_PER_MWH);
}

/** 0.05 → 5 (percent). */
export function toHundredths(fraction: NumberInput): Decimal {
  return toDecimal(fraction).mul(HUNDRED);
}

export function fromHundredths(hundredths: NumberInput): Decimal {
  return toDecimal(hundredths).div(HUNDRED);
}

/** `formatPrice(8.51234, 'CHF')` → `8.5123 Rp./kWh`. */
export function formatPrice(perKwh: NumberInput, currency: Currency): string {
  return `${formatKind(perKwh, 'price')} ${priceUnit(currency)}`;
}

/** `formatEnergy(1234567, 'kWh')` → `1'234'567 kWh`. */
export function formatEnergy(value: NumberInput, unit: EnergyUnit): string {
  return `${formatKind(value, 'volume')} ${unit}`;
}

/** Money amounts: `formatValue(1234.5, 'CHF')` → `1'234.50 CHF`. */
export function formatValue(value: NumberInput, currency: Currency): string {
  return `${formatKind(value, 'value')} ${currency}`;
}
