import type { OfferRow } from '@portal/events/read-contracts';
import { COLORS } from '@/config/constants.ts';
import { type Currency, formatEnergy, formatPrice, pricePerMwhToHundredthsPerKwh } from '@/lib/format/index.ts';

// How an offer reads on screen (spec section 9): status colours, prices in Rp./kWh or ct/kWh
// (the API's per-MWh prices divided by 10, 4 decimals), volumes in whole kWh with the
// apostrophe separator.

type OfferStatus = OfferRow['status'];

/** positive: accepted; neutral: still open (requested, priced, released); negative: over without a deal. */
export type StatusTone = 'positive' | 'neutral' | 'negative';

const tones: Record<OfferStatus, StatusTone> = {
  requested: 'neutral',
  priced: 'neutral',
  released: 'neutral',
  accepted: 'positive',
  rejected: 'negative',
  expired: 'negative',
};

/** @example statusTone('expired') // 'negative' */
export const statusTone = (status: OfferStatus): StatusTone => tones[status];

/** @example statusColour('accepted') // '#45B61B' */
export const statusColour = (status: OfferStatus): string => COLORS[tones[status]];

/**
 * A price per MWh in the offer's currency as the customer reads it; a dash while not priced.
 *
 * @example offerPrice('85.123456', 'CHF') // '8.5123 Rp./kWh'
 * @example offerPrice('92', 'EUR') // '9.2000 ct/kWh'
 */
export function offerPrice(perMwh: string | null | undefined, currency: Currency): string {
  if (perMwh === null || perMwh === undefined) return '–';
  return formatPrice(pricePerMwhToHundredthsPerKwh(perMwh), currency);
}

/** @example offerVolume('1234567.4') // "1'234'567 kWh" */
export const offerVolume = (kwh: string): string => formatEnergy(kwh, 'kWh');
