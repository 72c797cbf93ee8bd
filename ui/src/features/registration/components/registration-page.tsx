import { Button, ButtonGroup, Callout, Checkbox, FormGroup, Spinner } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { BillingAddressFields } from '@/components/forms/address-fields.tsx';
import { ContactFields } from '@/components/forms/contact-fields.tsx';
import { errorsUnder, type FieldErrors, hasFieldErrors } from '@/components/forms/field-errors.ts';
import { shownErrors } from '@/components/forms/field-visibility.ts';
import { TextField } from '@/components/forms/form-field.tsx';
import { useFormFocus } from '@/components/forms/use-form-focus.ts';
import { PageCard } from '@/components/page-card.tsx';
import { useGetPortalTermsQuery } from '@/entities/portal-terms/portal-terms-api.ts';
import { TermsDocumentButtons } from '@/entities/portal-terms/terms-document-buttons.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { paths } from '@/config/paths.ts';
import { isProblem } from '@/lib/api.ts';
import { type ConfigSelect, useConfigSelect } from '@/lib/config-select.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { currentDomain, useGetConfigDbQuery } from '@/lib/tenant.ts';
import { useGetCaptchaQuery, useRegisterMutation } from '../api.ts';
import {
  type CustomerType,
  draftErrors,
  emptyDraft,
  firstStepWithErrors,
  isCustomerType,
  type RegistrationDraft,
  type RegistrationStep,
  refusalErrors,
  registrationBody,
  registrationSteps,
  stepErrors,
  stepOfField,
} from '../registration-flow.ts';
import { CaptchaField } from './captcha-field.tsx';

/** /registration/:type (FI or PR): a visitor registers a customer where the host's partner allows it. */
export function RegistrationPage() {
  const { type } = useParams();
  const config = useConfigSelect();
  if (!isCustomerType(type)) return <Navigate to={paths.notFound} replace />;
  if (!config.data) return <Spinner />;
  return <RegistrationForm key={type} customerType={type} config={config.data} />;
}

function RegistrationForm({ customerType, config }: { customerType: CustomerType; config: ConfigSelect }) {
  const { t, i18n } = useTranslation();
  const language = (['de', 'en', 'fr'] as const).find((l) => l === i18n.language.slice(0, 2)) ?? 'de';
  const design = useGetConfigDbQuery(currentDomain());
  const terms = useGetPortalTermsQuery({ locale: i18n.language, domain: currentDomain() });
  const [draft, setDraft] = useState<RegistrationDraft>(() => emptyDraft(customerType, language));
  const [step, setStep] = useState<RegistrationStep>('address');
  const [tried, setTried] = useState<ReadonlySet<RegistrationStep>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<'form' | 'done' | 'notAllowed'>('form');
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

  // The host's partner decides (getConfigDB); the server refuses with ERR_BAD_REQUEST otherwise.
  if (design.data?.publicRegistration === false || outcome === 'notAllowed') {
    return (
      <PageCard title={t(`registration.title${customerType}`)} testId="registration">
        <Callout intent="warning" data-testid="registration-not-allowed">
          {t('registration.notAllowed')}
        </Callout>
      </PageCard>
    );
  }
  if (outcome === 'done') {
    return (
      <PageCard title={t(`registration.title${customerType}`)} testId="registration">
        <Callout intent="success" data-testid="registration-done">
          <p>{t('codes.REGISTRATION_SUCCESSFULL')}</p>
          <Link to={paths.login}>{t('registration.toLogin')}</Link>
        </Callout>
      </PageCard>
    );
  }

  const contactErrors = errorsUnder(errors, 'contact');
  return (
    <PageCard title={t(`registration.title${customerType}`)} testId="registration">
      <ol className="portal-steps" aria-label={t('registration.steps')}>
        {registrationSteps.map((s, i) => (
          <li key={s} className={s === step ? 'portal-step-current' : undefined} aria-current={s === step ? 'step' : undefined}>
            {i + 1}. {t(`registration.step.${s}`)}
          </li>
        ))}
      </ol>
      <form {...focus.formProps} onSubmit={(e) => void submit(e)} data-step={step} data-testid="registration-form">
        {step === 'address' && (
          <>
            {customerType === 'FI' && (
              <div className="portal-form-grid">
                <TextField id="registration-firmname" name="firmname" label={t('forms.firmname')} value={draft.firmname} onChange={(firmname) => edit({ ...draft, firmname })} error={errors.firmname} />
              </div>
            )}
            <ContactFields idPrefix="contact" parts="address" value={draft.contact} onChange={(contact) => edit({ ...draft, contact })} errors={contactErrors} config={config} />
            <Checkbox
              checked={draft.separateBilling}
              label={t('registration.separateBilling')}
              onChange={(e) => edit({ ...draft, separateBilling: e.currentTarget.checked })}
              data-testid="registration-separate-billing"
            />
            {draft.separateBilling && (
              <BillingAddressFields idPrefix="billing" value={draft.billingAddress} onChange={(billingAddress) => edit({ ...draft, billingAddress })} errors={errorsUnder(errors, 'billingAddress')} config={config} />
            )}
          </>
        )}
        {step === 'contact' && (
          <ContactFields idPrefix="contact" parts="person" value={draft.contact} onChange={(contact) => edit({ ...draft, contact })} errors={contactErrors} config={config} />
        )}
        {step === 'terms' && (
          <>
            <p>{t('registration.termsIntro')}</p>
            <div className="portal-terms-documents">
              <TermsDocumentButtons documents={terms.data ?? []} size="medium" />
            </div>
            <FormGroup intent={errors.acceptTerms ? 'danger' : 'none'} helperText={errors.acceptTerms ? <span data-testid="registration-acceptTerms-error">{t(errors.acceptTerms.key)}</span> : undefined}>
              <Checkbox name="acceptTerms" checked={draft.acceptTerms} label={t('registration.acceptTerms')} onChange={(e) => edit({ ...draft, acceptTerms: e.currentTarget.checked })} data-testid="registration-accept-terms" />
            </FormGroup>
            <CaptchaField image={captcha.data} loading={captcha.isFetching} failed={captcha.isError} value={draft.captcha} onChange={(value) => edit({ ...draft, captcha: value })} onReload={newCaptcha} error={errors.captcha} />
          </>
        )}
        <ButtonGroup className="portal-step-buttons">
          {step !== 'address' && (
            <Button onClick={() => setStep(registrationSteps[registrationSteps.indexOf(step) - 1] ?? 'address')} data-testid="registration-back">
              {t('registration.back')}
            </Button>
          )}
          <Button type="submit" intent="primary" loading={call.isLoading} data-testid={step === 'terms' ? 'registration-submit' : 'registration-next'}>
            {t(step === 'terms' ? 'registration.submit' : 'registration.next')}
          </Button>
        </ButtonGroup>
      </form>
    </PageCard>
  );
}
