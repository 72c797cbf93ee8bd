import { Callout, Spinner } from '@blueprintjs/core';
import type { MeteringDirection } from '@portal/events/metering-point-fields';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '@/components/forms/field-errors.ts';
import { TextField } from '@/components/forms/form-field.tsx';
import type { IdentifierCheck } from '@/entities/metering-point/metering-point-api.ts';
import { normalizeCode } from '@/entities/metering-point/point-draft.ts';
import { useCodeCheck } from '@/entities/metering-point/use-code-check.ts';

// The new point's code, checked as the user types with the server's identifier check (country
// rule, check digit, structure), as the metering point form does; the result shows below it.

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: FieldMessage | undefined;
  scope: { country: string; state: string; marketArea: string; direction: MeteringDirection | '' };
}

/** A problem's catalogue text when every value it names is known (the check answers keys without values), else the API's text. */
function useProblemText(known: Record<string, string>) {
  const { t, i18n } = useTranslation();
  return (problem: IdentifierCheck['problems'][number]) => {
    const template: unknown = problem.key ? i18n.getResource(i18n.language, 'translation', problem.key) : undefined;
    if (typeof template !== 'string' || !problem.key) return problem.message;
    const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
    return names.every((name) => known[name]) ? t(problem.key, known) : problem.message;
  };
}

export function CodeField({ value, onChange, error, scope }: CodeFieldProps) {
  const { t } = useTranslation();
  const code = normalizeCode(value);
  const { check, checking, failed } = useCodeCheck({
    code,
    country: scope.country || undefined,
    state: scope.state || undefined,
    marketArea: scope.marketArea || undefined,
    direction: scope.direction || undefined,
  });
  const problemText = useProblemText({ code, marketAreas: scope.marketArea, marketArea: scope.marketArea || scope.country, state: scope.state, country: scope.country });
  const kind = check ? t(`offerRequest.newPoint.kinds.${check.kind}`) : '';
  return (
    <div>
      <TextField id="offer-new-point-code" name="points.0.code" label={t('offerRequest.newPoint.code')} value={value} onChange={(next) => onChange(normalizeCode(next))} error={error} maxLength={50} autoComplete="off" />
      {code !== '' && !failed && (
        <div className="portal-offer-code-check" data-testid="offer-new-point-code-check" data-valid={check ? String(check.valid) : 'pending'} data-kind={check?.kind ?? ''} aria-live="polite">
          {checking || !check ? (
            <span>
              <Spinner size={12} /> {t('offerRequest.newPoint.checking')}
            </span>
          ) : check.valid ? (
            <Callout compact intent="success">
              {t('offerRequest.newPoint.valid', { kind })}
            </Callout>
          ) : (
            <Callout compact intent="warning">
              <div>{t('offerRequest.newPoint.invalid', { kind })}</div>
              <ul data-testid="offer-new-point-code-problems">
                {check.problems.map((problem) => (
                  <li key={`${problem.code}-${problem.field}-${problem.message}`}>{problemText(problem)}</li>
                ))}
              </ul>
            </Callout>
          )}
        </div>
      )}
    </div>
  );
}
