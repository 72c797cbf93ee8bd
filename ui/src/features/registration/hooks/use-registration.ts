import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, hasFieldErrors } from '@/components/forms/field-errors.ts';
import { shownErrors } from '@/components/forms/field-visibility.ts';
import { useFormFocus } from '@/components/forms/use-form-focus.ts';
import { showMessage } from '@/components/toaster.tsx';
import { isProblem } from '@/lib/api.ts';
import type { ConfigSelect } from '@/lib/config-select.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { useGetCaptchaQuery, useRegisterMutation } from '../api.ts';
import {
  type CustomerType,
  draftErrors,
  emptyDraft,
  firstStepWithErrors,
  type RegistrationDraft,
  type RegistrationStep,
  refusalErrors,
  registrationBody,
  registrationSteps,
  stepErrors,
  stepOfField,
} from '../registration-flow.ts';

export type RegistrationOutcome = 'form' | 'done' | 'notAllowed';

/** The registration's draft, its steps and its submit: the terms step sends it with the captcha. */
export function useRegistration(customerType: CustomerType, config: ConfigSelect) {
  const { i18n } = useTranslation();
  const language = (['de', 'en', 'fr'] as const).find((l) => l === i18n.language.slice(0, 2)) ?? 'de';
  const [draft, setDraft] = useState<RegistrationDraft>(() => emptyDraft(customerType, language));
  const [step, setStep] = useState<RegistrationStep>('address');
  const [tried, setTried] = useState<ReadonlySet<RegistrationStep>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<RegistrationOutcome>('form');
  // One pair of ids per page: a repeated send after a lost answer cannot register twice.
  const [ids] = useState(() => ({ userId: crypto.randomUUID() }));
  const [captchaRound, setCaptchaRound] = useState(0);
  const captcha = useGetCaptchaQuery(captchaRound, { skip: step !== 'terms' });
  const [register, call] = useRegisterMutation();

  const focus = useFormFocus();
  // A field's own error once the user left it, all of the step's once the user tried to go on.
  const errors = shownErrors({ own: stepErrors(step, draft, config), api: serverErrors, tried: tried.has(step), touched: focus.touched });
  const edit = (next: RegistrationDraft) => {
    setDraft(next);
    setServerErrors({});
  };
  const newCaptcha = () => {
    setCaptchaRound((n) => n + 1);
    setDraft((d) => ({ ...d, captcha: '' }));
  };
  const goOn = () => {
    setTried((s) => new Set(s).add(step));
    const found = stepErrors(step, draft, config);
    if (hasFieldErrors(found)) return focus.focusFirst(found);
    setStep(registrationSteps[registrationSteps.indexOf(step) + 1] ?? step);
  };
  const goBack = () => setStep(registrationSteps[registrationSteps.indexOf(step) - 1] ?? 'address');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step !== 'terms') return goOn();
    const wrongStep = firstStepWithErrors(draftErrors(draft, config));
    if (wrongStep) {
      setTried((s) => new Set(s).add(wrongStep).add(step));
      focus.focusFirst(stepErrors(wrongStep, draft, config));
      return setStep(wrongStep);
    }
    if (!captcha.data) return;
    const result = await register({ customerType, body: registrationBody(draft, { ...ids, captchaId: captcha.data.captchaId }, config) });
    if (!result.error) return setOutcome('done');
    const problem = isProblem(result.error) ? result.error : null;
    if (problem?.code === 'ERR_BAD_REQUEST') return setOutcome('notAllowed');
    // A captcha is used up by any answer: the next try needs a new one.
    newCaptcha();
    const atField = problem ? refusalErrors(problem) : null;
    if (atField) {
      setServerErrors(atField);
      setStep(stepOfField(Object.keys(atField)[0] ?? 'captcha'));
      focus.focusFirst(atField);
    } else showMessage(problem ? messageFromProblem(problem) : { type: 'error' });
  };

  return { draft, edit, step, goBack, errors, outcome, captcha, newCaptcha, focus, submit, sending: call.isLoading };
}
