import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import type { LoginEvent, LoginFieldErrors } from '../login-flow.ts';

const registrationPath = (type: 'FI' | 'PR') => paths.registration.replace(':type', type);

/** A field's intent and its message under it, with a test id per field. */
function useFieldState(errors: LoginFieldErrors) {
  const { t } = useTranslation();
  return (name: keyof LoginFieldErrors) => ({
    intent: errors[name] ? ('danger' as const) : ('none' as const),
    helperText: errors[name] ? <span data-testid={`login-error-${name}`}>{t(errors[name])}</span> : undefined,
  });
}

interface CredentialsProps {
  mail: string;
  password: string;
  errors: LoginFieldErrors;
  dispatch: Dispatch<LoginEvent>;
  checking: boolean;
  /** The host's partner lets visitors register: link the two registrations. */
  publicRegistration: boolean | undefined;
}

/** The first step: mail and password, with the ways to a new password and to a registration. */
export function CredentialsStep({ mail, password, errors, dispatch, checking, publicRegistration }: CredentialsProps) {
  const { t } = useTranslation();
  const field = useFieldState(errors);
  return (
    <>
      <p>{t('login.intro')}</p>
      <FormGroup label={t('login.username')} labelFor="login-mail" {...field('mail')}>
        <InputGroup id="login-mail" type="email" autoComplete="username" autoFocus value={mail} intent={field('mail').intent} onValueChange={(value) => dispatch({ type: 'edited', field: 'mail', value })} />
      </FormGroup>
      <FormGroup label={t('login.password')} labelFor="login-password" {...field('password')}>
        <InputGroup
          id="login-password"
          type="password"
          autoComplete="current-password"
          value={password}
          intent={field('password').intent}
          onValueChange={(value) => dispatch({ type: 'edited', field: 'password', value })}
        />
      </FormGroup>
      <Button type="submit" intent="primary" loading={checking} data-testid="login-submit">
        {t('login.submit')}
      </Button>
      <Link className="portal-login-link" to={paths.resetPassword} data-testid="login-forgot-password">
        {t('login.forgotPassword')}
      </Link>
      {publicRegistration && (
        <p className="portal-login-link" data-testid="login-register">
          {t('login.noAccount')} <Link to={registrationPath('FI')}>{t('login.registerFirm')}</Link> ·{' '}
          <Link to={registrationPath('PR')}>{t('login.registerPrivate')}</Link>
        </p>
      )}
    </>
  );
}

interface CodeProps {
  code: string;
  errors: LoginFieldErrors;
  dispatch: Dispatch<LoginEvent>;
  checking: boolean;
  onBack: () => void;
}

/** The second step: the authenticator's code, a way back, and the way to a lost authenticator. */
export function CodeStep({ code, errors, dispatch, checking, onBack }: CodeProps) {
  const { t } = useTranslation();
  const field = useFieldState(errors);
  return (
    <>
      <p>{t('login.codeIntro')}</p>
      <FormGroup label={t('login.code')} labelFor="login-code" {...field('code')}>
        <InputGroup
          id="login-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={6}
          value={code}
          intent={field('code').intent}
          onValueChange={(value) => dispatch({ type: 'edited', field: 'code', value: value.trim() })}
        />
      </FormGroup>
      <Button type="submit" intent="primary" loading={checking} data-testid="login-verify">
        {t('login.verify')}
      </Button>
      <Button variant="minimal" data-testid="login-back" onClick={onBack}>
        {t('login.back')}
      </Button>
      <Link className="portal-login-link" to={paths.reset2fa} data-testid="login-lost-authenticator">
        {t('login.lostAuthenticator')}
      </Link>
    </>
  );
}
