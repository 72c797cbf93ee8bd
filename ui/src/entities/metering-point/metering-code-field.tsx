import { Callout, Spinner } from '@blueprintjs/core';
import type { MeteringDirection } from '@portal/events/metering-point-fields';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '@/components/forms/field-errors.ts';
import { TextField } from '@/components/forms/form-field.tsx';
import type { IdentifierCheck } from '@/entities/metering-point/metering-point-api.ts';
import { normalizeCode } from '@/entities/metering-point/point-draft.ts';
import { useCodeCheck } from '@/entities/metering-point/use-code-check.ts';
import './metering-code-field.css';

// The code field of a new point (the metering point form, the offer request's last step) and of
// the meter change: as the user types, the server's identifier check (country rule, MaLo check
// digit, MeLo, Swiss point, EIC) says what the code is and what is wrong with it, right below it.

interface MeteringCodeFieldProps {
  id: string;
  /** The form field's path, where the form's error summary points. */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage | undefined;
  showError?: boolean;
  /** What the check takes into account besides the code. */
  scope: { country?: string; state?: string; marketArea?: string; direction?: MeteringDirection | '' };
}

/**
 * A problem of the check in the user's language: its catalogue text when the UI has it and knows
 * every value the text names (the check answers a key without values), else the API's text.
 */
function useProblemText() {
  const { t, i18n } = useTranslation();
  return (problem: IdentifierCheck['problems'][number], params: Record<string, string>) => {
    const template: unknown = problem.key ? i18n.getResource(i18n.language, 'translation', problem.key) : undefined;
    if (typeof template !== 'string' || !problem.key) return problem.message;
    const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
    return names.every((name) => params[name]) ? t(problem.key, params) : problem.message;
  };
}

export function MeteringCodeField({ id, name, label, value, onChange, error, showError = true, scope }: MeteringCodeFieldProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const code = normalizeCode(value);
  const { check, checking, failed } = useCodeCheck({
    code,
    country: scope.country || undefined,
    state: scope.state || undefined,
    marketArea: scope.marketArea || undefined,
    direction: scope.direction || undefined,
  });
  const kind = check ? t(`meteringPointCode.kinds.${check.kind}`) : '';
  const knownValues: Record<string, string> = {
    code,
    marketAreas: scope.marketArea ?? '',
    marketArea: scope.marketArea || scope.country || '',
    state: scope.state ?? '',
    country: scope.country ?? '',
  };
  return (
    <div className="portal-code-field">
      <TextField id={id} name={name} label={label} value={value} onChange={(next) => onChange(normalizeCode(next))} error={error} showError={showError} maxLength={50} autoComplete="off" />
      {code !== '' && !failed && (
        <div className="portal-code-check" data-testid={`${id}-check`} data-valid={check ? String(check.valid) : 'pending'} data-kind={check?.kind ?? ''} aria-live="polite">
          {checking || !check ? (
            <span>
              <Spinner size={12} /> {t('meteringPointCode.checking')}
            </span>
          ) : check.valid ? (
            <Callout compact intent="success">
              {t('meteringPointCode.valid', { kind })}
            </Callout>
          ) : (
            <Callout compact intent="warning">
              <div>{t('meteringPointCode.invalid', { kind })}</div>
              <ul data-testid={`${id}-check-problems`}>
                {check.problems.map((problem) => (
                  <li key={`${problem.code}-${problem.field}-${problem.message}`}>{problemText(problem, knownValues)}</li>
                ))}
              </ul>
            </Callout>
          )}
        </div>
      )}
    </div>
  );
}
