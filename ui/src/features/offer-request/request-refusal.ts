import { type Refusal, refusalOf } from '@/components/forms/command-refusal.ts';
import type { FieldErrors } from '@/components/forms/field-errors.ts';
import { type OfferStep, type RequestingRole, requestFieldsFor, stepOfField } from './steps.ts';

// Where a refusal of RequestOffer shows: at the field it names, on that field's step; above the
// step when the role's steps have no such field (a customer's own customer); else a toast.

/** The API's refusals carry their rule in the (English) message: shown at the field with it. */
export const refusalOverrides: Readonly<Record<string, string>> = {
  VALIDATION_ERROR: 'offerRequest.errors.refused',
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`VALIDATION_ERROR@deliveryYears.${i}`, 'offerRequest.errors.yearRefused'])),
};

export type RequestRefusal = Exclude<Refusal, { kind: 'fields' }> | { kind: 'fields'; errors: FieldErrors; step: OfferStep };

/**
 * @example requestRefusal({ isClientError: true, code: 'TOO_MANY_PENDING_OFFERS', message: '…', field: 'data.customerId' }, 'salesPartner', 'meteringPoint')
 * // { kind: 'fields', step: 'customer', errors: { customerId: { key: 'codes.TOO_MANY_PENDING_OFFERS', params: { message: '…' } } } }
 */
export function requestRefusal(error: unknown, role: RequestingRole, current: OfferStep): RequestRefusal {
  const found = refusalOf(error, requestFieldsFor(role), refusalOverrides);
  if (found.kind !== 'fields') return found;
  return { ...found, step: stepOfField(Object.keys(found.errors)[0] ?? '', role) ?? current };
}
