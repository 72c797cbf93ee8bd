import { useState } from 'react';
import type { FieldErrors } from '@/components/forms/field-errors.ts';
import { useFormFocus } from '@/components/forms/use-form-focus.ts';
import { type OfferStep, type RequestingRole, stepOfField, stepOfIndex } from '../steps.ts';

/**
 * The stepper's current step and the steps the user tried to leave (their fields' errors all
 * show from then on), with the focus of the form's fields.
 */
export function useRequestSteps(role: RequestingRole, savedStep: Parameters<typeof stepOfIndex>[0]) {
  const [step, setStep] = useState<OfferStep>(() => stepOfIndex(savedStep, role));
  const [tried, setTried] = useState<ReadonlySet<OfferStep>>(new Set());
  const focus = useFormFocus();
  const markTried = (target: OfferStep) => setTried((s) => new Set(s).add(target));

  /** Goes to the step of the first field with an error, marked tried, and focuses that field. */
  const showAt = (found: FieldErrors, fallback: OfferStep) => {
    const target = stepOfField(Object.keys(found)[0] ?? '', role) ?? fallback;
    markTried(target);
    setStep(target);
    focus.focusFirst(found);
  };

  return { step, setStep, tried, markTried, focus, showAt };
}
