import { Button } from '@blueprintjs/core';
import type { Dispatch, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '@/components/forms/form-field.tsx';
import { paths } from '@/config/paths.ts';
import { type CredentialField, credentialErrors, type ResetTwoFactorEvent, type ResetTwoFactorState } from '../reset-two-factor-flow.ts';

interface Props {
  state: Extract<ResetTwoFactorState, { step: 'credentials' }>;
  dispatch: Dispatch<ResetTwoFactorEvent>;
  /** The user tried to go on: the fields' messages show. */
  tried: boolean;
  sending: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
}

/** Mail, password and the recovery code that stand in for the lost authenticator. */
export function ResetCredentialsStep({ state, dispatch, tried, sending, onSubmit }: Props) {
  const { t } = useTranslation();
  const errors = tried ? credentialErrors(state) : {};
  const field = (name: CredentialField) => ({
    id: `reset2fa-${name}`,
    label: t(`recovery.${name}`),
    error: errors[name],
    value: state[name],
    onChange: (value: string) => dispatch({ type: 'edited', field: name, value }),
  });
  return (
    <form className="portal-login-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p>{t('recovery.reset2faIntro')}</p>
      <TextField {...field('mail')} type="email" autoComplete="username" autoFocus />
      <TextField {...field('password')} type="password" autoComplete="current-password" />
      <TextField {...field('recoveryCode')} autoComplete="off" />
      <Button type="submit" intent="primary" loading={sending} data-testid="reset2fa-submit">
        {t('recovery.next')}
      </Button>
      <Link className="portal-login-link" to={paths.login}>
        {t('recovery.toLogin')}
      </Link>
    </form>
  );
}
