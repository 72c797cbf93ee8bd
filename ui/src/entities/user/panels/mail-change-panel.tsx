import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMailChange } from './use-mail-change.ts';
import '@/entities/customer/customer.css';

/** The own e-mail: the new address, then the six-digit code mailed to it (mail-change-flow.ts). */
export function MailChangePanel({ currentMail }: { currentMail: string }) {
  const { t } = useTranslation();
  const { state, error, submit, edit, restart, isLoading } = useMailChange(currentMail);

  if (state.step === 'done') {
    return (
      <Callout intent="success" data-testid="mail-change-done">
        {t('personalSettings.mailChangedTo', { mail: state.newMail })}
      </Callout>
    );
  }
  const helper = error ? <span data-testid="mail-change-error">{t(error.key, error.params)}</span> : undefined;
  const intent = error ? 'danger' : 'none';
  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="mail-change" data-step={state.step}>
      <p>{t('personalSettings.currentMail', { mail: currentMail })}</p>
      {state.step === 'request' ? (
        <NewMailField value={state.newMail} intent={intent} helper={helper} onChange={(value) => edit({ type: 'mailEdited', value })} />
      ) : (
        <>
          <p>{t('personalSettings.codeSent', { mail: state.newMail })}</p>
          <CodeField value={state.code} intent={intent} helper={helper} onChange={(value) => edit({ type: 'codeEdited', value })} />
        </>
      )}
      <div className="portal-form-actions">
        {state.step === 'confirm' && (
          <Button onClick={restart} data-testid="mail-change-restart">
            {t('personalSettings.newCode')}
          </Button>
        )}
        <Button type="submit" intent="primary" loading={isLoading} data-testid="mail-change-submit">
          {t(state.step === 'request' ? 'personalSettings.sendCode' : 'personalSettings.confirmCode')}
        </Button>
      </div>
    </form>
  );
}

interface StepFieldProps {
  readonly value: string;
  readonly intent: 'danger' | 'none';
  readonly helper: ReactNode;
  readonly onChange: (value: string) => void;
}

function NewMailField({ value, intent, helper, onChange }: StepFieldProps) {
  const { t } = useTranslation();
  return (
    <FormGroup label={t('personalSettings.newMail')} labelFor="mail-change-new" intent={intent} helperText={helper}>
      <InputGroup id="mail-change-new" data-testid="mail-change-new" type="email" autoComplete="email" value={value} intent={intent} onValueChange={onChange} />
    </FormGroup>
  );
}

function CodeField({ value, intent, helper, onChange }: StepFieldProps) {
  const { t } = useTranslation();
  return (
    <FormGroup label={t('personalSettings.code')} labelFor="mail-change-code" intent={intent} helperText={helper}>
      <InputGroup
        id="mail-change-code"
        data-testid="mail-change-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        intent={intent}
        onValueChange={onChange}
      />
    </FormGroup>
  );
}
