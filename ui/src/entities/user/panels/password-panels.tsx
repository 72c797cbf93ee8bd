import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPasswordDialog } from '@/components/forms/confirm-password-dialog.tsx';
import { isWrongActingPassword } from '@/components/forms/acting-password.ts';
import { problemOf, refusalOf, savedMessage } from '@/components/forms/command-refusal.ts';
import { mergeFieldErrors } from '@/components/forms/field-errors.ts';
import { useCommandForm, useFormErrors } from '@/components/forms/use-command-form.ts';
import { showMessage } from '@/components/toaster.tsx';
import { useCommand } from '@/lib/commands.ts';
import type { Problem } from '@/lib/http.ts';
import { ChangePasswordForm } from '../change-password-form.tsx';
import { changeOwnPassword, setUserPassword } from '../user-commands.ts';
import { type PasswordDraft, passwordDraftErrors } from '../user-draft.ts';
import '@/entities/customer/customer.css';

const emptyPasswords: PasswordDraft = { password: '', passwordRepeat: '' };
const PASSWORD_FIELDS = ['password', 'passwordRepeat'];

/**
 * SetUserPassword: a manager gives a user a new password, confirmed with the manager's own
 * password. The user's sessions end (docs/identity-api.md).
 */
export function SetUserPasswordPanel({ userId, userName, onDone }: { userId: string; userName: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PasswordDraft>(emptyPasswords);
  const [confirming, setConfirming] = useState(false);
  const [send] = useCommand(setUserPassword);
  const form = useFormErrors({ fields: PASSWORD_FIELDS, ownErrors: passwordDraftErrors(draft) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check()) setConfirming(true);
  };
  const confirm = async (actingPassword: string): Promise<Problem | null> => {
    const result = await send({ userId, actingPassword, ...draft });
    if (result.error === undefined) {
      showMessage(savedMessage);
      onDone();
      return null;
    }
    const problem = problemOf(result.error);
    // A refusal of the new password itself belongs to the form; the dialog closes for it.
    if (isWrongActingPassword(problem) || refusalOf(problem, PASSWORD_FIELDS).kind !== 'fields') return problem;
    form.showRefusal(problem);
    return null;
  };

  // The dialog stays outside the form: its own submit would bubble (through the portal) to this one.
  return (
    <>
      <form {...form.formProps} onSubmit={submit} data-testid="set-user-password">
        <ChangePasswordForm
          value={draft}
          onChange={(next) => {
            setDraft(next);
            form.edited();
          }}
          errors={form.errors}
          testId="set-user-password-form"
        />
        <div className="portal-form-actions">
          <Button onClick={onDone}>{t('userPages.cancel')}</Button>
          <Button type="submit" intent="primary" data-testid="set-user-password-submit">
            {t('userPages.setPassword')}
          </Button>
        </div>
      </form>
      <ConfirmPasswordDialog
        isOpen={confirming}
        title={t('userPages.setPasswordTitle')}
        text={t('userPages.setPasswordText', { name: userName })}
        confirmLabel={t('userPages.setPassword')}
        intent="primary"
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
        testId="set-user-password-dialog"
      />
    </>
  );
}

const OWN_FIELDS = ['currentPassword', 'password', 'passwordRepeat'];

/** ChangeOwnPassword: the current password, then the new one twice. */
export function ChangeOwnPasswordPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [draft, setDraft] = useState<PasswordDraft>(emptyPasswords);
  const form = useCommandForm(changeOwnPassword, {
    fields: OWN_FIELDS,
    ownErrors: mergeFieldErrors(current === '' ? { currentPassword: { key: 'errorInfo.required', params: {} } } : {}, passwordDraftErrors(draft)),
    // A wrong current password is typed again from scratch.
    onFieldErrors: (errors) => {
      if (errors.currentPassword) setCurrent('');
    },
  });
  const { errors } = form;
  const currentError = errors.currentPassword;

  const submit = form.onSubmit(
    () => ({ currentPassword: current, ...draft }),
    () => {
      showMessage(savedMessage);
      onDone();
    },
  );

  return (
    <form {...form.formProps} onSubmit={submit} data-testid="change-own-password">
      <FormGroup
        label={t('userPages.currentPassword')}
        labelFor="own-password-current"
        intent={currentError ? 'danger' : 'none'}
        helperText={currentError ? <span data-testid="own-password-error-currentPassword">{t(currentError.key, currentError.params)}</span> : undefined}
      >
        <InputGroup
          id="own-password-current"
          name="currentPassword"
          data-testid="own-password-currentPassword"
          type="password"
          autoComplete="current-password"
          value={current}
          intent={currentError ? 'danger' : 'none'}
          onValueChange={(value) => {
            setCurrent(value);
            form.edited();
          }}
        />
      </FormGroup>
      <ChangePasswordForm
        value={draft}
        onChange={(next) => {
          setDraft(next);
          form.edited();
        }}
        errors={errors}
        testId="own-password"
      />
      <div className="portal-form-actions">
        <Button type="submit" intent="primary" loading={form.sending} data-testid="own-password-submit">
          {t('userPages.changePassword')}
        </Button>
      </div>
    </form>
  );
}
