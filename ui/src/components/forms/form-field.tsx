import { FormGroup, HTMLSelect, InputGroup, type InputGroupProps } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from './field-errors.ts';

// One labelled control with its message below, the way every form of the portal shows errors.
// `testId` names the control and its message (`{testId}-error`) for browser tests.

interface FieldBase {
  id: string;
  label: string;
  error?: FieldMessage | undefined;
  /** Shown only once the user tried to send (no red form on first sight). */
  showError?: boolean;
  disabled?: boolean;
  optional?: boolean;
}

function useFieldFrame({ error, showError = true, optional, id }: FieldBase) {
  const { t } = useTranslation();
  const shown = showError && error ? error : null;
  return {
    intent: shown ? ('danger' as const) : ('none' as const),
    helperText: shown ? <span data-testid={`${id}-error`}>{t(shown.key, shown.params)}</span> : undefined,
    labelInfo: optional ? t('forms.optional') : undefined,
  };
}

export function TextField(
  props: FieldBase & { value: string; onChange: (value: string) => void } & Pick<InputGroupProps, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'autoFocus'>,
) {
  const { id, label, value, onChange, disabled, type, autoComplete, inputMode, maxLength, autoFocus } = props;
  const frame = useFieldFrame(props);
  return (
    <FormGroup label={label} labelFor={id} labelInfo={frame.labelInfo} intent={frame.intent} helperText={frame.helperText}>
      <InputGroup
        id={id}
        data-testid={id}
        value={value}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        autoFocus={autoFocus}
        disabled={disabled}
        intent={frame.intent}
        onValueChange={(next) => onChange(next)}
      />
    </FormGroup>
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
}

/** A required choice starts empty ("please choose") so the user makes it on purpose. */
export function SelectField(props: FieldBase & { value: string; onChange: (value: string) => void; options: readonly ChoiceOption[]; placeholder?: boolean }) {
  const { t } = useTranslation();
  const { id, label, value, onChange, options, disabled, placeholder = true } = props;
  const frame = useFieldFrame(props);
  const choices = placeholder ? [{ value: '', label: t('forms.choose') }, ...options] : options;
  return (
    <FormGroup label={label} labelFor={id} labelInfo={frame.labelInfo} intent={frame.intent} helperText={frame.helperText}>
      <HTMLSelect id={id} data-testid={id} value={value} disabled={disabled} fill options={choices} onChange={(event) => onChange(event.currentTarget.value)} />
    </FormGroup>
  );
}
