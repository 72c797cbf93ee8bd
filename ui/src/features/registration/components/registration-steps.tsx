import { Checkbox, FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { BillingAddressFields } from '@/components/forms/address-fields.tsx';
import { ContactFields } from '@/components/forms/contact-fields.tsx';
import { errorsUnder, type FieldErrors } from '@/components/forms/field-errors.ts';
import { TextField } from '@/components/forms/form-field.tsx';
import type { TermsDocument } from '@/entities/portal-terms/portal-terms-api.ts';
import { TermsDocumentButtons } from '@/entities/portal-terms/terms-document-buttons.tsx';
import type { ConfigSelect } from '@/lib/config-select.ts';
import type { CaptchaImage } from '../api.ts';
import type { CustomerType, RegistrationDraft, RegistrationStep } from '../registration-flow.ts';
import { CaptchaField } from './captcha-field.tsx';

interface StepProps {
  draft: RegistrationDraft;
  edit: (next: RegistrationDraft) => void;
  errors: FieldErrors;
  config: ConfigSelect;
}

/** The registration's steps in order, the current one marked. */
export function RegistrationStepList({ steps, current }: { steps: readonly RegistrationStep[]; current: RegistrationStep }) {
  const { t } = useTranslation();
  return (
    <ol className="portal-steps" aria-label={t('registration.steps')}>
      {steps.map((s, i) => (
        <li key={s} className={s === current ? 'portal-step-current' : undefined} aria-current={s === current ? 'step' : undefined}>
          {i + 1}. {t(`registration.step.${s}`)}
        </li>
      ))}
    </ol>
  );
}

/** The address step: a firm's name, the address, and a billing address when it is another. */
export function AddressStep({ customerType, draft, edit, errors, config }: StepProps & { customerType: CustomerType }) {
  const { t } = useTranslation();
  return (
    <>
      {customerType === 'FI' && (
        <div className="portal-form-grid">
          <TextField id="registration-firmname" name="firmname" label={t('forms.firmname')} value={draft.firmname} onChange={(firmname) => edit({ ...draft, firmname })} error={errors.firmname} />
        </div>
      )}
      <ContactFields idPrefix="contact" parts="address" value={draft.contact} onChange={(contact) => edit({ ...draft, contact })} errors={errorsUnder(errors, 'contact')} config={config} />
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
  );
}

/** The contact step: the person who registers. */
export function ContactStep({ draft, edit, errors, config }: StepProps) {
  return <ContactFields idPrefix="contact" parts="person" value={draft.contact} onChange={(contact) => edit({ ...draft, contact })} errors={errorsUnder(errors, 'contact')} config={config} />;
}

export interface CaptchaState {
  data?: CaptchaImage | undefined;
  isFetching: boolean;
  isError: boolean;
}

/** The terms step: the partner's terms to read and accept, and the captcha. */
export function TermsStep({ documents, draft, edit, errors, captcha, onNewCaptcha }: Omit<StepProps, 'config'> & { documents: readonly TermsDocument[]; captcha: CaptchaState; onNewCaptcha: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('registration.termsIntro')}</p>
      <div className="portal-terms-documents">
        <TermsDocumentButtons documents={documents} size="medium" />
      </div>
      <FormGroup intent={errors.acceptTerms ? 'danger' : 'none'} helperText={errors.acceptTerms ? <span data-testid="registration-acceptTerms-error">{t(errors.acceptTerms.key)}</span> : undefined}>
        <Checkbox name="acceptTerms" checked={draft.acceptTerms} label={t('registration.acceptTerms')} onChange={(e) => edit({ ...draft, acceptTerms: e.currentTarget.checked })} data-testid="registration-accept-terms" />
      </FormGroup>
      <CaptchaField image={captcha.data} loading={captcha.isFetching} failed={captcha.isError} value={draft.captcha} onChange={(value) => edit({ ...draft, captcha: value })} onReload={onNewCaptcha} error={errors.captcha} />
    </>
  );
}
