import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '@/components/forms/field-errors.ts';
import { showMessage } from '@/components/toaster.tsx';
import { isProblem } from '@/lib/api.ts';
import { useCommand } from '@/lib/commands.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { useGetUserInfoQuery } from '@/entities/session/session-api.ts';
import { confirmMailChange, requestMailChange } from '../user-commands.ts';
import { initialMailChange, isCodeRefusal, mailChangeError, mailChangeReducer } from './mail-change-flow.ts';
import '@/entities/customer/customer.css';

/** The own e-mail: the new address, then the six-digit code mailed to it (mail-change-flow.ts). */
export function MailChangePanel({ currentMail }: { currentMail: string }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(mailChangeReducer, initialMailChange);
  const [tried, setTried] = useState(false);
  const [apiError, setApiError] = useState<FieldMessage | null>(null);
  const [request, requestCall] = useCommand(requestMailChange);
  const [confirm, confirmCall] = useCommand(confirmMailChange);
  const call = { isLoading: requestCall.isLoading || confirmCall.isLoading };
  // The session shows the login mail: ask the server again once it changed.
  const { refetch } = useGetUserInfoQuery(undefined);
  const ownError = mailChangeError(state, currentMail);
  const error = apiError ?? (tried ? ownError : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setApiError(null);
    if (ownError || state.step === 'done') return;
    const result =
      state.step === 'request'
        ? await request({ newMail: state.newMail.trim() })
        : await confirm({ code: state.code });
    setTried(false);
    if (result.error) {
      const problem = isProblem(result.error) ? result.error : null;
      if (problem && (problem.code === 'ALREADY_REGISTERED' || isCodeRefusal(problem.code))) {
        setApiError({ key: `codes.${problem.code}`, params: {} });
        if (state.step === 'confirm') dispatch({ type: 'codeRefused' });
      } else showMessage(problem ? messageFromProblem(problem) : { type: 'error' });
      return;
    }
    if (state.step === 'request') {
      dispatch({ type: 'codeSent' });
      return;
    }
    dispatch({ type: 'confirmed' });
    showMessage({ type: 'success', key: 'personalSettings.mailChanged' });
    void refetch();
  };

  if (state.step === 'done') {
    return (
      <Callout intent="success" data-testid="mail-change-done">
        {t('personalSettings.mailChangedTo', { mail: state.newMail })}
      </Callout>
    );
  }
  const helper = error ? <span data-testid="mail-change-error">{t(error.key, error.params)}</span> : undefined;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="mail-change" data-step={state.step}>
      <p>{t('personalSettings.currentMail', { mail: currentMail })}</p>
      {state.step === 'request' ? (
        <FormGroup label={t('personalSettings.newMail')} labelFor="mail-change-new" intent={error ? 'danger' : 'none'} helperText={helper}>
          <InputGroup
            id="mail-change-new"
            data-testid="mail-change-new"
            type="email"
            autoComplete="email"
            value={state.newMail}
            intent={error ? 'danger' : 'none'}
            onValueChange={(value) => {
              setApiError(null);
              dispatch({ type: 'mailEdited', value });
            }}
          />
        </FormGroup>
      ) : (
        <>
          <p>{t('personalSettings.codeSent', { mail: state.newMail })}</p>
          <FormGroup label={t('personalSettings.code')} labelFor="mail-change-code" intent={error ? 'danger' : 'none'} helperText={helper}>
            <InputGroup
              id="mail-change-code"
              data-testid="mail-change-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={state.code}
              intent={error ? 'danger' : 'none'}
              onValueChange={(value) => {
                setApiError(null);
                dispatch({ type: 'codeEdited', value });
              }}
            />
          </FormGroup>
        </>
      )}
      <div className="portal-form-actions">
        {state.step === 'confirm' && (
          <Button onClick={() => dispatch({ type: 'restart' })} data-testid="mail-change-restart">
            {t('personalSettings.newCode')}
          </Button>
        )}
        <Button type="submit" intent="primary" loading={call.isLoading} data-testid="mail-change-submit">
          {t(state.step === 'request' ? 'personalSettings.sendCode' : 'personalSettings.confirmCode')}
        </Button>
      </div>
    </form>
  );
}
