import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, type Intent } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '@/components/toaster.tsx';
import type { Problem } from '@/lib/http.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { actingPasswordOutcome } from './acting-password.ts';

export interface ConfirmPasswordDialogProps {
  isOpen: boolean;
  /** Already translated: the action ("Deactivate sales partner"). */
  title: string;
  /** Already translated: what happens. */
  text: string;
  confirmLabel: string;
  intent?: Intent;
  /** Sends the command with the password; resolves the refusal, or null when it was done. */
  onConfirm: (actingPassword: string) => Promise<Problem | null>;
  /** Catalogue key for a refusal the page explains in the dialog; others become a toast. */
  refusalKey?: (problem: Problem) => string | null;
  refusalParams?: Record<string, string | number>;
  onClose: () => void;
  testId?: string;
}

/**
 * Asks the acting user's password before a destructive action (activate, deactivate, delete,
 * set a user's password). A wrong password ("wrong password, action not executed") shows at the
 * field and the dialog stays open.
 */
export function ConfirmPasswordDialog(props: ConfirmPasswordDialogProps) {
  const { isOpen, title, text, confirmLabel, intent = 'danger', onConfirm, refusalKey, refusalParams, onClose, testId = 'confirm-password' } = props;
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [fieldKey, setFieldKey] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ key: string; params: Record<string, string | number> } | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setFieldKey(null);
    setRefusal(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React bubbles a portal's events through the component tree: without this, a dialog opened
    // from inside a form also submits that form.
    event.stopPropagation();
    if (password === '') {
      setFieldKey('errorInfo.required');
      return;
    }
    setBusy(true);
    const outcome = actingPasswordOutcome(await onConfirm(password), refusalKey, refusalParams);
    setBusy(false);
    switch (outcome.kind) {
      case 'done':
        close();
        return;
      case 'fieldError':
        setPassword('');
        setFieldKey(outcome.key);
        return;
      case 'refused':
        setFieldKey(null);
        setRefusal({ key: outcome.key, params: outcome.params });
        return;
      case 'toast':
        showMessage(messageFromProblem(outcome.problem));
        close();
        return;
      default: {
        const unknown: never = outcome;
        throw new Error(`unknown outcome ${JSON.stringify(unknown)}`);
      }
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title={title}>
      <form noValidate onSubmit={(e) => void submit(e)} data-testid={testId}>
        <DialogBody>
          <p>{text}</p>
          {refusal && (
            <Callout intent="danger" data-testid={`${testId}-refusal`}>
              {t(refusal.key, refusal.params)}
            </Callout>
          )}
          <FormGroup
            label={t('confirmPassword.label')}
            labelFor={`${testId}-input`}
            intent={fieldKey ? 'danger' : 'none'}
            helperText={fieldKey ? <span data-testid={`${testId}-error`}>{t(fieldKey)}</span> : t('confirmPassword.hint')}
          >
            <InputGroup
              id={`${testId}-input`}
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              intent={fieldKey ? 'danger' : 'none'}
              onValueChange={(value) => {
                setPassword(value);
                setFieldKey(null);
              }}
              data-testid={`${testId}-input`}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={close}>{t('confirmPassword.cancel')}</Button>
              <Button type="submit" intent={intent} loading={busy} disabled={refusal !== null} data-testid={`${testId}-submit`}>
                {confirmLabel}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
