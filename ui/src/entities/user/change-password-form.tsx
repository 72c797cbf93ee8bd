import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/components/forms/field-errors.ts';
import type { PasswordDraft } from './user-draft.ts';
import './users.css';

export interface ChangePasswordFormProps {
  value: PasswordDraft;
  onChange: (value: PasswordDraft) => void;
  /** passwordDraftErrors (shared Password rule and passwordRepeatProblem) or the API's. */
  errors: FieldErrors;
  testId?: string;
}

/** A new password and its repetition (a manager setting a user's password, or one's own). */
export function ChangePasswordForm({ value, onChange, errors, testId = 'password-form' }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const input = (name: keyof PasswordDraft) => {
    const message = errors[name];
    const intent = message ? ('danger' as const) : ('none' as const);
    return (
      <FormGroup
        label={t(`userForm.${name}`)}
        labelFor={`${testId}-${name}`}
        intent={intent}
        helperText={message ? <span data-testid={`${testId}-error-${name}`}>{t(message.key, message.params)}</span> : name === 'password' ? t('userForm.passwordHint') : undefined}
      >
        <InputGroup
          id={`${testId}-${name}`}
          name={name}
          data-testid={`${testId}-${name}`}
          type="password"
          autoComplete="new-password"
          value={value[name]}
          intent={intent}
          onValueChange={(v) => onChange({ ...value, [name]: v })}
        />
      </FormGroup>
    );
  };
  return (
    <div className="portal-user-form" data-testid={testId}>
      {input('password')}
      {input('passwordRepeat')}
    </div>
  );
}
