import { Callout, FormGroup, Spinner } from '@blueprintjs/core';
import { minHistoryDays } from '@portal/events/offer-rules';
import { useTranslation } from 'react-i18next';
import { errorsUnder } from '@/components/forms/field-errors.ts';
import { TextField } from '@/components/forms/form-field.tsx';
import { chosenPoints, deviatingPoints, fitsDirection, type PointChoice, pointKey, sharedHistory } from '../load-profile-choice.ts';
import { pointToggled } from '../point-toggle.ts';
import { shownDate } from '../request-values.ts';
import { DeviationQuestion } from './deviation-question.tsx';
import { PointsTable } from './points-table.tsx';
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
          <PointsTable listed={listed} chosen={chosen} onToggle={(point, on) => change(pointToggled(points, values, point, on))} />
        )}
      </FormGroup>
      {shared && <p data-testid="offer-shared-history">{t('offerRequest.hints.sharedHistory', { from: shownDate(shared.from), to: shownDate(shared.to), days: minHistoryDays })}</p>}
      <div className="portal-form-grid">
        <TextField id="offer-histRangeStart" name="histRangeStart" label={t('offerRequest.fields.histRangeStart')} value={values.histRangeStart} onChange={(histRangeStart) => change({ histRangeStart })} error={errors.histRangeStart} hint={t('offerRequest.hints.date')} />
        <TextField id="offer-histRangeEnd" name="histRangeEnd" label={t('offerRequest.fields.histRangeEnd')} value={values.histRangeEnd} onChange={(histRangeEnd) => change({ histRangeEnd })} error={errors.histRangeEnd} hint={t('offerRequest.hints.date')} />
      </div>
      {deviating.length > 0 && (
        <DeviationQuestion deviating={deviating} confirmed={values.deviationConfirmed} onConfirm={(deviationConfirmed) => change({ deviationConfirmed })} error={errors.deviationConfirmed} />
      )}
    </>
  );
}
