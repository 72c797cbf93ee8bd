import type { FieldErrors } from '@/components/forms/field-errors.ts';
import type { OfferRequestValues } from '../request-values.ts';

/** What every step's fields get: the values, a change of some of them, and the errors to show. */
export interface StepProps {
  values: OfferRequestValues;
  change: (patch: Partial<OfferRequestValues>) => void;
  errors: FieldErrors;
}
