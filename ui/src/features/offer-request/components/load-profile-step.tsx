import { Callout, Checkbox, FormGroup, HTMLTable, Spinner } from '@blueprintjs/core';
import type { OfferMeteringPoint } from '@portal/events/commands';
import { minHistoryDays } from '@portal/events/offer-rules';
import { useTranslation } from 'react-i18next';
import { errorsUnder } from '@/components/forms/field-errors.ts';
import { TextField } from '@/components/forms/form-field.tsx';
import { formatKind } from '@/lib/format/index.ts';
import { chosenPoints, deviatingPoints, fitsDirection, type PointChoice, pointKey, sharedHistory } from '../load-profile-choice.ts';
import { shownDate } from '../request-values.ts';
import type { StepProps } from './step-props.ts';

// Historical load profile: the customer's points of the request's direction with their history
// (points without one cannot be chosen), the history range, and the offer question when a
// point's declared yearly quantity lies more than 10 % from its history.

interface LoadProfileStepProps extends StepProps {
  points: readonly PointChoice[];
  loading: boolean;
  failed: boolean;
  /** A customer and a direction are chosen: there is a list to show. */
  ready: boolean;
}

export function LoadProfileStep({ values, change, errors, points, loading, failed, ready }: LoadProfileStepProps) {
  const { t } = useTranslation();
  if (!ready) return <Callout data-testid="offer-points-choose-first">{t('offerRequest.points.chooseFirst')}</Callout>;
  if (failed) return <Callout intent="danger">{t('offerRequest.points.loadError')}</Callout>;
  const listed = points.filter((point) => fitsDirection(point, values.direction));
  const chosen = new Set(values.meteringPoints.map(pointKey));
  const toggle = (point: PointChoice, on: boolean) => {
    const key: OfferMeteringPoint = { code: point.code, direction: point.direction };
    const next = on ? [...values.meteringPoints, key] : values.meteringPoints.filter((p) => pointKey(p) !== pointKey(point));
    // The range follows the chosen histories until the user sets one of its own.
    const before = sharedHistory(chosenPoints(points, values.meteringPoints));
    const after = sharedHistory(chosenPoints(points, next));
    const untouched = (values.histRangeStart === '' && values.histRangeEnd === '') || (before !== null && values.histRangeStart === shownDate(before.from) && values.histRangeEnd === shownDate(before.to));
    const range = untouched ? { histRangeStart: after ? shownDate(after.from) : '', histRangeEnd: after ? shownDate(after.to) : '' } : {};
    change({ meteringPoints: next, deviationConfirmed: false, ...range });
  };
  // A refusal may name one point (meteringPoints.2.code); it shows with the list.
  const pointsError = errors.meteringPoints ?? Object.values(errorsUnder(errors, 'meteringPoints'))[0];
  const shared = sharedHistory(chosenPoints(points, values.meteringPoints));
  const deviating = deviatingPoints(chosenPoints(points, values.meteringPoints));
  return (
    <>
      <FormGroup
        intent={pointsError ? 'danger' : 'none'}
        helperText={pointsError ? <span data-testid="offer-points-error">{t(pointsError.key, pointsError.params)}</span> : undefined}
      >
        {loading && listed.length === 0 ? (
          <Spinner size={20} />
        ) : listed.length === 0 ? (
          <Callout data-testid="offer-points-none">{t('offerRequest.points.none')}</Callout>
        ) : (
          <HTMLTable compact striped className="portal-offer-points" data-testid="offer-points">
            <thead>
              <tr>
                <th>{t('offerRequest.points.pick')}</th>
                <th>{t('offerRequest.points.code')}</th>
                <th>{t('offerRequest.points.direction')}</th>
                <th>{t('offerRequest.points.quantity')}</th>
                <th>{t('offerRequest.points.history')}</th>
              </tr>
            </thead>
            <tbody>
              {listed.map((point) => (
                <tr key={pointKey(point)} data-testid="offer-point-row" data-code={point.code} data-direction={point.direction}>
                  <td>
                    <Checkbox
                      name="meteringPoints"
                      aria-label={point.code}
                      checked={chosen.has(pointKey(point))}
                      // A point without history cannot carry a request; one chosen before may still be unticked.
                      disabled={point.history === null && !chosen.has(pointKey(point))}
                      onChange={(event) => toggle(point, event.currentTarget.checked)}
                      data-testid={`offer-point-${point.code}-${point.direction}`}
                    />
                  </td>
                  <td>{point.code}</td>
                  <td>{t(`offerRequest.directions.${point.direction}`)}</td>
                  <td>{formatKind(point.yearlyQuantityKwh, 'volume')} kWh</td>
                  <td>
                    {point.history
                      ? t('offerRequest.points.historyOf', { from: shownDate(point.history.from), to: shownDate(point.history.to), kwh: formatKind(point.history.kwh, 'volume') })
                      : t('offerRequest.points.noHistory')}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </FormGroup>
      {shared && <p data-testid="offer-shared-history">{t('offerRequest.hints.sharedHistory', { from: shownDate(shared.from), to: shownDate(shared.to), days: minHistoryDays })}</p>}
      <div className="portal-form-grid">
        <TextField id="offer-histRangeStart" name="histRangeStart" label={t('offerRequest.fields.histRangeStart')} value={values.histRangeStart} onChange={(histRangeStart) => change({ histRangeStart })} error={errors.histRangeStart} hint={t('offerRequest.hints.date')} />
        <TextField id="offer-histRangeEnd" name="histRangeEnd" label={t('offerRequest.fields.histRangeEnd')} value={values.histRangeEnd} onChange={(histRangeEnd) => change({ histRangeEnd })} error={errors.histRangeEnd} hint={t('offerRequest.hints.date')} />
      </div>
      {deviating.length > 0 && (
        <Callout intent="warning" title={t('offerRequest.question.title')} data-testid="offer-question">
          <p>{t('offerRequest.question.text')}</p>
          <ul>
            {deviating.map((point) => (
              <li key={pointKey(point)}>
                {t('offerRequest.question.point', { code: point.code, direction: t(`offerRequest.directions.${point.direction}`), percent: point.percent === null ? '∞' : formatKind(point.percent, 'value') })}
              </li>
            ))}
          </ul>
          <FormGroup
            intent={errors.deviationConfirmed ? 'danger' : 'none'}
            helperText={errors.deviationConfirmed ? <span data-testid="offer-deviation-error">{t(errors.deviationConfirmed.key)}</span> : undefined}
          >
            <Checkbox
              name="deviationConfirmed"
              label={t('offerRequest.question.confirm')}
              checked={values.deviationConfirmed}
              onChange={(event) => change({ deviationConfirmed: event.currentTarget.checked })}
              data-testid="offer-deviation-confirm"
            />
          </FormGroup>
        </Callout>
      )}
    </>
  );
}
