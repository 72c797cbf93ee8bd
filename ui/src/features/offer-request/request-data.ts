import type { CommandData } from '@portal/events/commands';
import { parseDate } from '@/lib/format/index.ts';
import { type OfferRequestValues, wholeNumber } from './request-values.ts';

// The command the last step sends, from values the checks have passed (step-checks.ts).

/**
 * RequestOffer: the customer is the chosen one, or the customer's user's own; optional fields
 * left empty are left out. `draftId` (the route's id) only when the request was saved as a
 * draft: the command marks that draft submitted and refuses a draft that does not exist.
 */
export function requestOfferData(values: OfferRequestValues, ids: { draftId: string | null; customerId: string; marketArea: string }): CommandData<'RequestOffer'> {
  const date = (input: string) => parseDate(input) ?? input;
  const optionalDate = (input: string) => (input.trim() === '' ? undefined : date(input));
  const data: CommandData<'RequestOffer'> = {
    customerId: ids.customerId,
    marketArea: ids.marketArea,
    product: values.product === '' ? 'FULL' : values.product,
    direction: values.direction === '' ? 'CONS' : values.direction,
    currency: values.currency === '' ? 'CHF' : values.currency,
    meteringPoints: values.meteringPoints,
    histRangeStart: date(values.histRangeStart),
    histRangeEnd: date(values.histRangeEnd),
    deliveryYears: [...values.deliveryYears].sort((a, b) => a - b),
    ecology: { certificate: values.certificate === '' ? null : values.certificate, energyQuality: values.energyQuality },
    offerDate: date(values.offerDate),
    offerHour: wholeNumber(values.offerHour) ?? 0,
    offerMinute: wholeNumber(values.offerMinute) ?? 0,
    offerValidityPeriod: wholeNumber(values.offerValidityPeriod) ?? 0,
  };
  const actualYearSupplyStart = optionalDate(values.actualYearSupplyStart);
  if (actualYearSupplyStart !== undefined) data.actualYearSupplyStart = actualYearSupplyStart;
  const cancellationFrom = optionalDate(values.cancellationFrom);
  if (cancellationFrom !== undefined) data.cancellationFrom = cancellationFrom;
  const cancellationTo = optionalDate(values.cancellationTo);
  if (cancellationTo !== undefined) data.cancellationTo = cancellationTo;
  if (values.note.trim() !== '') data.note = values.note.trim();
  if (ids.draftId !== null) data.draftId = ids.draftId;
  return data;
}

/**
 * The offer number in the command's answer: RequestOffer answers with the offer's stream,
 * `offer-<offerId>`; null for any other stream.
 *
 * @example offerIdOfStream('offer-500001') // '500001'
 */
export function offerIdOfStream(streamId: string): string | null {
  return /^offer-([1-9][0-9]{0,14})$/.exec(streamId)?.[1] ?? null;
}
