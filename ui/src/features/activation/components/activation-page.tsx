import { Button, Callout, Spinner } from '@blueprintjs/core';
import { type FormEvent, useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { TextField } from '@/components/forms/form-field.tsx';
import { hasFieldErrors } from '@/components/forms/field-errors.ts';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { RecoveryCodePanel } from '@/entities/two-factor/recovery-code-panel.tsx';
import { TotpSetup } from '@/entities/two-factor/totp-setup.tsx';
import { totpRefusal } from '@/entities/two-factor/two-factor.ts';
import { paths } from '@/config/paths.ts';
import { isProblem } from '@/lib/api.ts';
import { messageFromProblem, messageKeyOf } from '@/lib/messages/rules.ts';
import { activationReducer, initialActivationState, type PasswordField, passwordStepErrors } from '../activation-flow.ts';
import { useConfirmActivationTotpMutation, useGetActivationQuery, useRenewActivationQrCodeMutation, useSetActivationPasswordMutation } from '../api.ts';

// Refusals the form shows itself (at a field, or as the end of the link); others are toasts.
const SHOWN_IN_FORM = new Set(['ACTIVATIONCODE_WRONG', 'LINK_EXPIRED', 'AUTO_LOGOUT', 'QRCODE_EXPIRED', 'AUTHANTICATOR_CODE_WRONG']);

/** /activate-user/:id: the link of the invitation mail (docs/identity-api.md, "Public routes"). */
export function ActivationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [state, dispatch] = useReducer(activationReducer, initialActivationState);
  const [tried, setTried] = useState(false);
  const lookup = useGetActivationQuery(id);
  const [setPassword, passwordCall] = useSetActivationPasswordMutation();
  const [renew, renewCall] = useRenewActivationQrCodeMutation();
  const [confirm, confirmCall] = useConfirmActivationTotpMutation();

  useEffect(() => {
    if (lookup.data) dispatch({ type: 'loaded', user: lookup.data });
    else if (lookup.error) dispatch({ type: 'refused', code: isProblem(lookup.error) ? lookup.error.code : 'ERR_BAD_RESPONSE' });
  }, [lookup.data, lookup.error]);

  /** Tells the machine, and the user by toast when the form has no place for it. */
  const refused = (error: unknown) => {
    const code = isProblem(error) ? error.code : 'ERR_BAD_RESPONSE';
    dispatch({ type: 'refused', code });
    if (!SHOWN_IN_FORM.has(code)) showMessage(isProblem(error) ? messageFromProblem(error) : { type: 'error' });
    return code;
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (state.step !== 'password') return;
    setTried(true);
    if (hasFieldErrors(passwordStepErrors(state))) return;
    const result = await setPassword({ id, activationCode: state.activationCode.trim(), password: state.password, passwordRepeat: state.passwordRepeat });
    if (result.error) refused(result.error);
    else dispatch({ type: 'setupReceived', setup: result.data });
  };

  const body = () => {
    switch (state.step) {
      case 'loading':
        return <Spinner />;
      case 'unavailable':
        return (
          <Callout intent="warning" data-testid="activation-unavailable" data-code={state.code}>
            <p>{t(messageKeyOf({ code: state.code }))}</p>
            <Link to={paths.login}>{t('activation.toLogin')}</Link>
          </Callout>
        );
      case 'password': {
        const errors = tried ? passwordStepErrors(state) : {};
        const field = (name: PasswordField) => ({
          id: `activation-${name}`,
          label: t(`activation.${name}`),
          error: errors[name],
          value: state[name],
          onChange: (value: string) => dispatch({ type: 'edited', field: name, value }),
        });
        return (
          <form className="portal-login-form" noValidate onSubmit={(e) => void submitPassword(e)} data-testid="activation-password-step">
            <p data-testid="activation-user">{t('activation.intro', { ...state.user })}</p>
            <TextField {...field('activationCode')} autoComplete="off" autoFocus />
            <TextField {...field('password')} type="password" autoComplete="new-password" />
            <p className="bp6-text-muted">{t('activation.passwordHint')}</p>
            <TextField {...field('passwordRepeat')} type="password" autoComplete="new-password" />
            <Button type="submit" intent="primary" loading={passwordCall.isLoading} data-testid="activation-submit">
              {t('activation.next')}
            </Button>
          </form>
        );
      }
      case 'totp': {
        const { activationCode } = state;
        return (
          <TotpSetup
            setup={state.setup}
            expired={state.expired}
            busy={confirmCall.isLoading || renewCall.isLoading}
            onRenew={() =>
              void renew({ id, activationCode }).then((result) => (result.error ? refused(result.error) : dispatch({ type: 'setupReceived', setup: result.data })))
            }
            onConfirm={async (code) => {
              const result = await confirm({ id, activationCode, code });
              if (!result.error) {
                dispatch({ type: 'activated', recoveryCode: result.data.recoveryCode });
                return 'ok';
              }
              return totpRefusal(refused(result.error)) === 'wrongCode' ? 'wrongCode' : 'failed';
            }}
          />
        );
      }
      case 'done':
        return <RecoveryCodePanel recoveryCode={state.recoveryCode} successCode="ACTIVATION_SUCCESSFULL" />;
      default: {
        const unknown: never = state;
        throw new Error(`unknown activation step ${JSON.stringify(unknown)}`);
      }
    }
  };

  return (
    <PageCard title={t('activation.title')} testId="activation">
      <div data-step={state.step}>{body()}</div>
    </PageCard>
  );
}
