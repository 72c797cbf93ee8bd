import { type FormEvent, useState } from 'react';
import { collectFieldErrors, mergeFieldErrors } from '@/components/forms/field-errors.ts';
import { useFormErrors } from '@/components/forms/use-command-form.ts';
import { showMessage } from '@/components/toaster.tsx';
import { requestForecastRollout } from '@/entities/forecast/forecast-api.ts';
import { isProblem } from '@/lib/api.ts';
import { useCommand } from '@/lib/commands.ts';
import type { Problem } from '@/lib/http.ts';
import type { RolloutRun } from './components/rollout-table.tsx';
import { atRolloutField, parsePastedPoints, pointsError, ROLLOUT_FIELDS, type RolloutPoint, uniquePoints, type YearDraft, yearErrors } from './rollout-form.ts';

/**
 * The roll-out form: the points (a customer's, ticked, and codes pasted), the delivery years and
 * RequestForecastRollout; a refusal of the request as such shows apart from the fields'.
 */
export function useRolloutForm(maxYears: number | undefined) {
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
  const edit =
    <T>(set: (value: T) => void) =>
    (value: T) => {
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

  return {
    customerId,
    // Another customer's points replace the ticked ones.
    chooseCustomer: edit((value: string) => {
      setCustomerId(value);
      setChosenKeys(new Set());
      setChosen([]);
    }),
    chosenKeys,
    choosePoints: (keys: ReadonlySet<string>, next: RolloutPoint[]) => {
      setChosenKeys(keys);
      setChosen(next);
      edited();
    },
    pasted,
    paste: edit(setPasted),
    years,
    setFromYear: edit((fromYear: string) => setYears((before) => ({ ...before, fromYear }))),
    setToYear: edit((toYear: string) => setYears((before) => ({ ...before, toYear }))),
    points,
    errors: form.errors,
    formProps: form.formProps,
    refusal,
    run,
    submit,
    sending: call.isLoading,
  };
}
