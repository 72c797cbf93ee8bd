import { FormGroup, InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/components/forms/field-errors.ts';

/** The test id of a form path ("contact.mail" → "sp-contact-mail"). */
export const fieldTestId = (path: string): string => `sp-${path.replaceAll('.', '-')}`;

/** A form group showing the message of `path` (form checks or the API's refusal). */
export function Field({ path, label, errors, children }: { path: string; label: string; errors: FieldErrors; children: ReactNode }) {
  const { t } = useTranslation();
  const message = errors[path];
  return (
    <FormGroup
      label={label}
      labelFor={fieldTestId(path)}
      intent={message ? 'danger' : 'none'}
      helperText={message ? <span data-testid={`${fieldTestId(path)}-error`}>{t(message.key, message.params)}</span> : undefined}
    >
      {children}
    </FormGroup>
  );
}

export interface TextFieldProps {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
  type?: string;
  placeholder?: string;
}

export function TextField({ path, label, value, onChange, errors, type, placeholder }: TextFieldProps) {
  return (
    <Field path={path} label={label} errors={errors}>
      <InputGroup
        id={fieldTestId(path)}
        name={path}
        data-testid={fieldTestId(path)}
        type={type}
        placeholder={placeholder}
        value={value}
        intent={errors[path] ? 'danger' : 'none'}
        onValueChange={onChange}
      />
    </Field>
  );
}
