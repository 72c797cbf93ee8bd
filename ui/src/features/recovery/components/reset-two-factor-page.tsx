import { Button } from '@blueprintjs/core';
import { type FormEvent, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '@/components/forms/form-field.tsx';
import { hasFieldErrors } from '@/components/forms/field-errors.ts';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { RecoveryCodePanel } from '@/entities/two-factor/recovery-code-panel.tsx';
import { TotpSetup } from '@/entities/two-factor/totp-setup.tsx';
import { totpRefusal } from '@/entities/two-factor/two-factor.ts';
import { paths } from '@/config/paths.ts';
import { isProblem } from '@/lib/api.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { useConfirmTwoFactorResetMutation, useStartTwoFactorResetMutation } from '../api.ts';
import { type CredentialField, credentialErrors, initialResetTwoFactorState, resetTwoFactorReducer } from '../reset-two-factor-flow.ts';

/** /reset-2fa: a lost authenticator, replaced with the recovery code (docs/identity-api.md). */
export function ResetTwoFactorPage() {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(resetTwoFactorReducer, initialResetTwoFactorState);
  const [tried, setTried] = useState(false);
  const [start, startCall] = useStartTwoFactorResetMutation();
  const [confirm, confirmCall] = useConfirmTwoFactorResetMutation();

  const refused = (error: unknown, shownInForm: readonly string[]) => {
    const code = isProblem(error) ? error.code : 'ERR_BAD_RESPONSE';
    dispatch({ type: 'refused', code });
    if (!shownInForm.includes(code)) showMessage(isProblem(error) ? messageFromProblem(error) : { type: 'error' });
    return code;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.step !== 'credentials') return;
    setTried(true);
    if (hasFieldErrors(credentialErrors(state))) return;
    const result = await start({ mail: state.mail.trim(), password: state.password, recoveryCode: state.recoveryCode.trim() });
    if (result.error) refused(result.error, ['WRONG_RECOVERY_KEY']);
    else dispatch({ type: 'setupReceived', resetId: result.data.resetId, setup: result.data });
  };

  const body = () => {
    switch (state.step) {
      case 'credentials': {
        const errors = tried ? credentialErrors(state) : {};
        const field = (name: CredentialField) => ({
          id: `reset2fa-${name}`,
          label: t(`recovery.${name}`),
          error: errors[name],
          value: state[name],
          onChange: (value: string) => dispatch({ type: 'edited', field: name, value }),
        });
        return (
          <form className="portal-login-form" noValidate onSubmit={(e) => void submit(e)}>
            <p>{t('recovery.reset2faIntro')}</p>
            <TextField {...field('mail')} type="email" autoComplete="username" autoFocus />
            <TextField {...field('password')} type="password" autoComplete="current-password" />
            <TextField {...field('recoveryCode')} autoComplete="off" />
            <Button type="submit" intent="primary" loading={startCall.isLoading} data-testid="reset2fa-submit">
              {t('recovery.next')}
            </Button>
            <Link className="portal-login-link" to={paths.login}>
              {t('recovery.toLogin')}
            </Link>
          </form>
        );
      }
      case 'totp': {
        const { resetId } = state;
        return (
          <TotpSetup
            setup={state.setup}
            expired={state.expired}
            busy={confirmCall.isLoading}
            onRestart={() => {
              setTried(false);
              dispatch({ type: 'restart' });
            }}
            onConfirm={async (code) => {
              const result = await confirm({ resetId, code });
              if (!result.error) {
                dispatch({ type: 'recovered', recoveryCode: result.data.recoveryCode });
                return 'ok';
              }
              return totpRefusal(refused(result.error, ['AUTHANTICATOR_CODE_WRONG', 'QRCODE_EXPIRED'])) === 'wrongCode' ? 'wrongCode' : 'failed';
            }}
          />
        );
      }
      case 'done':
        return <RecoveryCodePanel recoveryCode={state.recoveryCode} successCode="TWO_FACTOR_RECOVERY_SUCCESS" />;
      default: {
        const unknown: never = state;
        throw new Error(`unknown reset-2fa step ${JSON.stringify(unknown)}`);
      }
    }
  };

  return (
    <PageCard title={t('recovery.reset2faTitle')} testId="reset-2fa">
      <div data-step={state.step}>{body()}</div>
    </PageCard>
  );
}
