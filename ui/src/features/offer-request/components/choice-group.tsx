import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '@/components/forms/field-errors.ts';

/** Radio buttons or check boxes under one label, with the group's error below (`{id}-error`). */
export function ChoiceGroup({ id, label, error, children }: { id: string; label: string; error: FieldMessage | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <FormGroup
      label={label}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span data-testid={`${id}-error`}>{t(error.key, error.params)}</span> : undefined}
      data-testid={id}
    >
      {children}
    </FormGroup>
  );
}
