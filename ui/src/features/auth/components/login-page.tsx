import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, Fragment, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { paths } from '@/config/paths.ts';
import { isProblem } from '@/lib/api.ts';
import { loadSchemaChecks } from '@/lib/schema-checks.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { useLoginMutation, useLoginTotpMutation } from '@/entities/session/session-api.ts';
import { currentDomain, useGetConfigDbQuery } from '@/lib/tenant.ts';
import { initialLoginState, type LoginFieldErrors, loginFieldErrors, loginReducer, loginRequest } from '../login-flow.ts';

const registrationPath = (type: 'FI' | 'PR') => paths.registration.replace(':type', type);

/**
 * /login (optional ?redirect=): mail and password, then the authenticator code. A successful
 * second step fills the session; the route guard then leaves for the redirect (or /dashboard).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  // Field messages show once the user tried to send the step, not while typing the first time.
  const [tried, setTried] = useState(false);
  const [login, credentialsCall] = useLoginMutation();
  const [loginTotp, totpCall] = useLoginTotpMutation();
  const errors: LoginFieldErrors = tried ? loginFieldErrors(state) : {};
  const { data: design } = useGetConfigDbQuery(currentDomain());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await loadSchemaChecks();
    setTried(true);
    if (Object.keys(loginFieldErrors(state)).length > 0) return;
    const request = loginRequest(state);
    const result = 'code' in request ? await loginTotp(request) : await login(request);
    if (result.error) {
      const problem = isProblem(result.error) ? result.error : null;
      dispatch({ type: 'refused', code: problem?.code ?? '' });
      showMessage(problem ? messageFromProblem(problem) : { type: 'error' });
      return;
    }
    setTried(false);
    if (state.step === 'credentials') dispatch({ type: 'credentialsAccepted' });
  };

  const field = (name: keyof LoginFieldErrors) => ({
    intent: errors[name] ? ('danger' as const) : ('none' as const),
    helperText: errors[name] ? <span data-testid={`login-error-${name}`}>{t(errors[name])}</span> : undefined,
  });

  return (
    <PageCard title={t('login.title')} testId="login">
      <form className="portal-login-form" noValidate onSubmit={(e) => void submit(e)} data-step={state.step}>
        {/* Keyed: unkeyed, React would reuse the mail input as the code input, which then never
            mounts, so its autoFocus would not fire and a keyboard user would be left on the page. */}
        {state.step === 'credentials' ? (
          <Fragment key="credentials">
            <p>{t('login.intro')}</p>
            <FormGroup label={t('login.username')} labelFor="login-mail" {...field('mail')}>
              <InputGroup
                id="login-mail"
                type="email"
                autoComplete="username"
                autoFocus
                value={state.mail}
                intent={field('mail').intent}
                onValueChange={(value) => dispatch({ type: 'edited', field: 'mail', value })}
              />
            </FormGroup>
            <FormGroup label={t('login.password')} labelFor="login-password" {...field('password')}>
              <InputGroup
                id="login-password"
                type="password"
                autoComplete="current-password"
                value={state.password}
                intent={field('password').intent}
                onValueChange={(value) => dispatch({ type: 'edited', field: 'password', value })}
              />
            </FormGroup>
            <Button type="submit" intent="primary" loading={credentialsCall.isLoading} data-testid="login-submit">
              {t('login.submit')}
            </Button>
            <Link className="portal-login-link" to={paths.resetPassword} data-testid="login-forgot-password">
              {t('login.forgotPassword')}
            </Link>
            {design?.publicRegistration && (
              <p className="portal-login-link" data-testid="login-register">
                {t('login.noAccount')} <Link to={registrationPath('FI')}>{t('login.registerFirm')}</Link> ·{' '}
                <Link to={registrationPath('PR')}>{t('login.registerPrivate')}</Link>
              </p>
            )}
          </Fragment>
        ) : (
          <Fragment key="code">
            <p>{t('login.codeIntro')}</p>
            <FormGroup label={t('login.code')} labelFor="login-code" {...field('code')}>
              <InputGroup
                id="login-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                maxLength={6}
                value={state.code}
                intent={field('code').intent}
                onValueChange={(value) => dispatch({ type: 'edited', field: 'code', value: value.trim() })}
              />
            </FormGroup>
            <Button type="submit" intent="primary" loading={totpCall.isLoading} data-testid="login-verify">
              {t('login.verify')}
            </Button>
            <Button
              variant="minimal"
              data-testid="login-back"
              onClick={() => {
                setTried(false);
                dispatch({ type: 'back' });
              }}
            >
              {t('login.back')}
            </Button>
            <Link className="portal-login-link" to={paths.reset2fa} data-testid="login-lost-authenticator">
              {t('login.lostAuthenticator')}
            </Link>
          </Fragment>
        )}
      </form>
    </PageCard>
  );
}
