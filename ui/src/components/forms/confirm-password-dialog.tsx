import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Problem } from '@/lib/http.ts';
import { useActingPassword } from './use-acting-password.ts';

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
  const { password, edit, fieldKey, refusal, busy, close, submit } = useActingPassword({ onConfirm, refusalKey, refusalParams, onClose });

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
              onValueChange={edit}
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
