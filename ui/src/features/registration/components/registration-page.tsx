import { Button, ButtonGroup, Callout, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageCard } from '@/components/page-card.tsx';
import { useGetPortalTermsQuery } from '@/entities/portal-terms/portal-terms-api.ts';
import { paths } from '@/config/paths.ts';
import { type ConfigSelect, useConfigSelect } from '@/lib/config-select.ts';
import { currentDomain, useGetConfigDbQuery } from '@/lib/tenant.ts';
import { useRegistration } from '../hooks/use-registration.ts';
import { type CustomerType, isCustomerType, registrationSteps } from '../registration-flow.ts';
import { AddressStep, ContactStep, RegistrationStepList, TermsStep } from './registration-steps.tsx';

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
  const design = useGetConfigDbQuery(currentDomain());
  const terms = useGetPortalTermsQuery({ locale: i18n.language, domain: currentDomain() });
  const registration = useRegistration(customerType, config);
  const { draft, edit, step, errors } = registration;

  // The host's partner decides (getConfigDB); the server refuses with ERR_BAD_REQUEST otherwise.
  if (design.data?.publicRegistration === false || registration.outcome === 'notAllowed') return <RegistrationNotAllowed customerType={customerType} />;
  if (registration.outcome === 'done') return <RegistrationDone customerType={customerType} />;
  return (
    <PageCard title={t(`registration.title${customerType}`)} testId="registration">
      <RegistrationStepList steps={registrationSteps} current={step} />
      <form {...registration.focus.formProps} onSubmit={(e) => void registration.submit(e)} data-step={step} data-testid="registration-form">
        {step === 'address' && <AddressStep customerType={customerType} draft={draft} edit={edit} errors={errors} config={config} />}
        {step === 'contact' && <ContactStep draft={draft} edit={edit} errors={errors} config={config} />}
        {step === 'terms' && <TermsStep documents={terms.data ?? []} draft={draft} edit={edit} errors={errors} captcha={registration.captcha} onNewCaptcha={registration.newCaptcha} />}
        <ButtonGroup className="portal-step-buttons">
          {step !== 'address' && (
            <Button onClick={registration.goBack} data-testid="registration-back">
              {t('registration.back')}
            </Button>
          )}
          <Button type="submit" intent="primary" loading={registration.sending} data-testid={step === 'terms' ? 'registration-submit' : 'registration-next'}>
            {t(step === 'terms' ? 'registration.submit' : 'registration.next')}
          </Button>
        </ButtonGroup>
      </form>
    </PageCard>
  );
}

function RegistrationNotAllowed({ customerType }: { customerType: CustomerType }) {
  const { t } = useTranslation();
  return (
    <PageCard title={t(`registration.title${customerType}`)} testId="registration">
      <Callout intent="warning" data-testid="registration-not-allowed">
        {t('registration.notAllowed')}
      </Callout>
    </PageCard>
  );
}

function RegistrationDone({ customerType }: { customerType: CustomerType }) {
  const { t } = useTranslation();
  return (
    <PageCard title={t(`registration.title${customerType}`)} testId="registration">
      <Callout intent="success" data-testid="registration-done">
        <p>{t('codes.REGISTRATION_SUCCESSFULL')}</p>
        <Link to={paths.login}>{t('registration.toLogin')}</Link>
      </Callout>
    </PageCard>
  );
}
