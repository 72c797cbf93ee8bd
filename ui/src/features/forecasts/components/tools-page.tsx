import { Button, Callout, FormGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/components/forms/field-errors.ts';
import { TextField } from '@/components/forms/form-field.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { useConfigSelect } from '@/lib/config-select.ts';
import type { Problem } from '@/lib/http.ts';
import type { YearDraft } from '../rollout-form.ts';
import { useRolloutForm } from '../use-rollout-form.ts';
import { CustomerPoints } from './customer-points.tsx';
import { RolloutTable } from './rollout-table.tsx';
import '../forecasts.css';

// portfolio-management/tools (admin, spec section 2): the roll-out of load profiles. The admin
// picks metering points (a customer's, ticked, or codes pasted), the delivery years, and sends
// RequestForecastRollout; the table below follows each point's forecast until it is made.

/** The first error at a field or under it (`points.3.code`). */
const errorAt = (errors: FieldErrors, ...names: string[]) =>
  names.map((name) => errors[name] ?? Object.entries(errors).find(([path]) => path.startsWith(`${name}.`))?.[1]).find(Boolean);

export function ToolsPage() {
  const { t } = useTranslation();
  const { data: config } = useConfigSelect();
  const maxYears = config?.businessLimits.maxRolloutYears;
  const rollout = useRolloutForm(maxYears);
  const { errors } = rollout;
  return (
    <PageCard title={t('forecasts.tools.title')} testId="tools-page">
      <p>{t('forecasts.tools.intro')}</p>
      <form {...rollout.formProps} data-testid="rollout-form" onSubmit={(event) => void rollout.submit(event)}>
        <CustomerPoints customerId={rollout.customerId} onCustomerId={rollout.chooseCustomer} chosen={rollout.chosenKeys} onChosen={rollout.choosePoints} />
        <PointsField value={rollout.pasted} onChange={rollout.paste} count={rollout.points.length} error={errorAt(errors, 'points')} />
        <YearFields years={rollout.years} onFromYear={rollout.setFromYear} onToYear={rollout.setToYear} errors={errors} maxYears={maxYears} />
        {rollout.refusal && <RolloutRefusal problem={rollout.refusal} />}
        <Button type="submit" intent="primary" loading={rollout.sending} data-testid="rollout-send">
          {t('forecasts.tools.send')}
        </Button>
      </form>
      {rollout.run && <RolloutTable run={rollout.run} />}
    </PageCard>
  );
}

interface YearFieldsProps {
  years: YearDraft;
  onFromYear: (value: string) => void;
  onToYear: (value: string) => void;
  errors: FieldErrors;
  maxYears: number | undefined;
}

/** The first and last delivery year of the roll-out. */
function YearFields({ years, onFromYear, onToYear, errors, maxYears }: YearFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="portal-form-grid">
      <TextField
        id="rollout-fromYear"
        name="fromYear"
        label={t('forecasts.tools.fromYear')}
        value={years.fromYear}
        inputMode="numeric"
        maxLength={4}
        onChange={onFromYear}
        error={errorAt(errors, 'fromYear', 'from')}
      />
      <TextField
        id="rollout-toYear"
        name="toYear"
        label={t('forecasts.tools.toYear')}
        value={years.toYear}
        inputMode="numeric"
        maxLength={4}
        onChange={onToYear}
        error={errorAt(errors, 'toYear', 'to')}
        hint={maxYears === undefined ? undefined : t('forecasts.tools.maxYears', { max: maxYears })}
      />
    </div>
  );
}

/** The command's refusal of the request as such: the spec's roll-out error for a rule, with the server's reason. */
function RolloutRefusal({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  // A refusal of the command's type (a server without the roll-out) is no roll-out rule.
  const rule = (problem.code === 'VALIDATION_ERROR' || problem.code === 'STATE_ERROR') && problem.field !== 'type';
  return (
    <Callout intent="danger" data-testid="rollout-refusal" data-code={problem.code}>
      <p>{rule ? t('forecast.rolloutError') : t(`codes.${problem.code}`, { defaultValue: t('messages.saveError') })}</p>
      {problem.message && <p>{t('forecast.reason', { reason: problem.message })}</p>}
    </Callout>
  );
}

function PointsField({ value, onChange, count, error }: { value: string; onChange: (value: string) => void; count: number; error: FieldErrors[string] | undefined }) {
  const { t } = useTranslation();
  return (
    <FormGroup
      label={t('forecasts.tools.pasted')}
      labelFor="rollout-points"
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span data-testid="rollout-points-error">{t(error.key, error.params)}</span> : <span data-testid="rollout-points-count">{t('forecasts.tools.chosen', { count })}</span>}
    >
      <TextArea id="rollout-points" name="points" data-testid="rollout-points" fill rows={5} value={value} intent={error ? 'danger' : 'none'} onChange={(event) => onChange(event.currentTarget.value)} />
    </FormGroup>
  );
}
