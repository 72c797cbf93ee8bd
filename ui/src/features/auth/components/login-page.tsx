import { useTranslation } from 'react-i18next';
import { PageCard } from '@/components/page-card.tsx';
import { currentDomain, useGetConfigDbQuery } from '@/lib/tenant.ts';
import { useLogin } from '../use-login.ts';
import { CodeStep, CredentialsStep } from './login-steps.tsx';

/**
 * /login (optional ?redirect=): mail and password, then the authenticator code. A successful
 * second step fills the session; the route guard then leaves for the redirect (or /dashboard).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { state, dispatch, errors, submit, back, checkingCredentials, checkingCode } = useLogin();
  const { data: design } = useGetConfigDbQuery(currentDomain());
  return (
    <PageCard title={t('login.title')} testId="login">
      <form className="portal-login-form" noValidate onSubmit={(e) => void submit(e)} data-step={state.step}>
        {/* Keyed: unkeyed, React would reuse the mail input as the code input, which then never
            mounts, so its autoFocus would not fire and a keyboard user would be left on the page. */}
        {state.step === 'credentials' ? (
          <CredentialsStep
            key="credentials"
            mail={state.mail}
            password={state.password}
            errors={errors}
            dispatch={dispatch}
            checking={checkingCredentials}
            publicRegistration={design?.publicRegistration}
          />
        ) : (
          <CodeStep key="code" code={state.code} errors={errors} dispatch={dispatch} checking={checkingCode} onBack={back} />
        )}
      </form>
    </PageCard>
  );
}
