import { FormGroup, HTMLSelect, InputGroup, type InputGroupProps } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from './field-errors.ts';

// One labelled control with its message below, the way every form of the portal shows errors.
// `id` names the control and its message (`{id}-error`) for browser tests; `name` is the
// control's form path, by which the form hook checks it on blur and focuses it (field-visibility.ts).

interface FieldBase {
  id: string;
  /** The form path ("contact.mail"): the key of its error. */
  name?: string;
  label: string;
  error?: FieldMessage | undefined;
  /** False hides the error (the form hook already shows only what the user has touched or sent). */
  showError?: boolean;
  /** A note below the control when there is no error (e.g. the candidates of an ambiguous postcode). */
  hint?: string | undefined;
  disabled?: boolean;
  optional?: boolean;
}

function useFieldFrame({ error, showError = true, optional, id, hint }: FieldBase) {
  const { t } = useTranslation();
  const shown = showError && error ? error : null;
  const note = hint ? <span data-testid={`${id}-hint`}>{hint}</span> : undefined;
  return {
    intent: shown ? ('danger' as const) : ('none' as const),
    helperText: shown ? <span data-testid={`${id}-error`}>{t(shown.key, shown.params)}</span> : note,
    labelInfo: optional ? t('forms.optional') : undefined,
  };
}

export function TextField(
  props: FieldBase & { value: string; onChange: (value: string) => void; onBlur?: () => void } & Pick<InputGroupProps, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'autoFocus'>,
) {
  const { id, name, label, value, onChange, onBlur, disabled, type, autoComplete, inputMode, maxLength, autoFocus } = props;
  const frame = useFieldFrame(props);
  return (
    <FormGroup label={label} labelFor={id} labelInfo={frame.labelInfo} intent={frame.intent} helperText={frame.helperText}>
      <InputGroup
        id={id}
        name={name}
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
        onBlur={onBlur}
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
  const { id, name, label, value, onChange, options, disabled, placeholder = true } = props;
  const frame = useFieldFrame(props);
  const choices = placeholder ? [{ value: '', label: t('forms.choose') }, ...options] : options;
  return (
    <FormGroup label={label} labelFor={id} labelInfo={frame.labelInfo} intent={frame.intent} helperText={frame.helperText}>
      <HTMLSelect id={id} name={name} data-testid={id} value={value} disabled={disabled} fill options={choices} onChange={(event) => onChange(event.currentTarget.value)} />
    </FormGroup>
  );
}
