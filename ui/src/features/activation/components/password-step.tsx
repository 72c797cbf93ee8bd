import { Button } from '@blueprintjs/core';
import type { Dispatch, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/form-field.tsx';
import { type ActivationEvent, type ActivationState, type PasswordField, passwordStepErrors } from '../activation-flow.ts';

interface Props {
  state: Extract<ActivationState, { step: 'password' }>;
  dispatch: Dispatch<ActivationEvent>;
  /** The user tried to go on: the fields' messages show. */
  tried: boolean;
  sending: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
}

/** The activation code from the mail and the new password, twice. */
export function PasswordStep({ state, dispatch, tried, sending, onSubmit }: Props) {
  const { t } = useTranslation();
  const errors = tried ? passwordStepErrors(state) : {};
  const field = (name: PasswordField) => ({
    id: `activation-${name}`,
    label: t(`activation.${name}`),
    error: errors[name],
    value: state[name],
    onChange: (value: string) => dispatch({ type: 'edited', field: name, value }),
  });
  return (
    <form className="portal-login-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="activation-password-step">
      <p data-testid="activation-user">{t('activation.intro', { ...state.user })}</p>
      <TextField {...field('activationCode')} autoComplete="off" autoFocus />
      <TextField {...field('password')} type="password" autoComplete="new-password" />
      <p className="bp6-text-muted">{t('activation.passwordHint')}</p>
      <TextField {...field('passwordRepeat')} type="password" autoComplete="new-password" />
      <Button type="submit" intent="primary" loading={sending} data-testid="activation-submit">
        {t('activation.next')}
      </Button>
    </form>
  );
}
