import { Button, Callout, FormGroup, TextArea } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collectFieldErrors, type FieldErrors, mergeFieldErrors } from '@/components/forms/field-errors.ts';
import { TextField } from '@/components/forms/form-field.tsx';
import { useFormErrors } from '@/components/forms/use-command-form.ts';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { requestForecastRollout } from '@/entities/forecast/forecast-api.ts';
import { isProblem } from '@/lib/api.ts';
import { useCommand } from '@/lib/commands.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import type { Problem } from '@/lib/http.ts';
import { atRolloutField, parsePastedPoints, ROLLOUT_FIELDS, pointsError, type RolloutPoint, uniquePoints, type YearDraft, yearErrors } from '../rollout-form.ts';
import { CustomerPoints } from './customer-points.tsx';
import { type RolloutRun, RolloutTable } from './rollout-table.tsx';
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
  const [customerId, setCustomerId] = useState('');
  const [chosenKeys, setChosenKeys] = useState<ReadonlySet<string>>(new Set());
  const [chosen, setChosen] = useState<RolloutPoint[]>([]);
  const [pasted, setPasted] = useState('');
  const [years, setYears] = useState<YearDraft>({ fromYear: '', toYear: '' });
  const [run, setRun] = useState<RolloutRun | null>(null);

  const parsed = parsePastedPoints(pasted);
  const points = uniquePoints([...chosen, ...parsed.points]);
  const ownErrors = mergeFieldErrors(yearErrors(years, maxYears ?? Infinity), collectFieldErrors({ points: pointsError(points, parsed.invalidLines) }));
  const form = useFormErrors({ fields: ROLLOUT_FIELDS, ownErrors, ready: maxYears !== undefined, overrides: { VALIDATION_ERROR: 'forecasts.errors.refused' } });
  const [send, call] = useCommand(requestForecastRollout);
  const [refusal, setRefusal] = useState<Problem | null>(null);
  const edited = () => {
    form.edited();
    setRefusal(null);
  };
  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    edited();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!form.check()) return;
    const data = { points, fromYear: Number(years.fromYear.trim()), toYear: Number(years.toYear.trim()) };
    const result = await send(data);
    if (result.error === undefined) {
      setRun(data);
      showMessage({ type: 'success', key: 'forecasts.tools.sent', params: { count: data.points.length } });
    } else if (isProblem(result.error) && !atRolloutField(result.error.field)) setRefusal(result.error);
    else form.showRefusal(result.error);
  };

  return (
    <PageCard title={t('forecasts.tools.title')} testId="tools-page">
      <p>{t('forecasts.tools.intro')}</p>
      <form
        {...form.formProps}
        data-testid="rollout-form"
        onSubmit={(event) => void submit(event)}
      >
        <CustomerPoints
          customerId={customerId}
          onCustomerId={edit((value: string) => {
            setCustomerId(value);
            setChosenKeys(new Set());
            setChosen([]);
          })}
          chosen={chosenKeys}
          onChosen={(keys, next) => {
            setChosenKeys(keys);
            setChosen(next);
            edited();
          }}
        />
        <PointsField value={pasted} onChange={edit(setPasted)} count={points.length} error={errorAt(form.errors, 'points')} />
        <div className="portal-form-grid">
          <TextField
            id="rollout-fromYear"
            name="fromYear"
            label={t('forecasts.tools.fromYear')}
            value={years.fromYear}
            inputMode="numeric"
            maxLength={4}
            onChange={edit((fromYear: string) => setYears((before) => ({ ...before, fromYear })))}
            error={errorAt(form.errors, 'fromYear', 'from')}
          />
          <TextField
            id="rollout-toYear"
            name="toYear"
            label={t('forecasts.tools.toYear')}
            value={years.toYear}
            inputMode="numeric"
            maxLength={4}
            onChange={edit((toYear: string) => setYears((before) => ({ ...before, toYear })))}
            error={errorAt(form.errors, 'toYear', 'to')}
            hint={maxYears === undefined ? undefined : t('forecasts.tools.maxYears', { max: maxYears })}
          />
        </div>
        {refusal && <RolloutRefusal problem={refusal} />}
        <Button type="submit" intent="primary" loading={call.isLoading} data-testid="rollout-send">
          {t('forecasts.tools.send')}
        </Button>
      </form>
      {run && <RolloutTable run={run} />}
    </PageCard>
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
