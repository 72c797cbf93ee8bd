import { FormGroup, TextArea } from '@blueprintjs/core';
import { earliestSupplyStart } from '@portal/events/offer-rules';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/forms/form-field.tsx';
import { parseDate } from '@/lib/format/index.ts';
import { deliveryPeriod } from '../delivery.ts';
import { type Currency, shownDate } from '../request-values.ts';
import type { StepProps } from './step-props.ts';

// Offer details (currency, actual supply start, cancellation period, note, with the delivery
// period they give) and offer time (date, hour, minute, validity period).

interface DetailsStepProps extends StepProps {
  /** The customer's currencies; empty while loading. */
  currencies: readonly Currency[];
  today: string;
  minSupplyLeadDays: number;
}

export function DetailsStep({ values, change, errors, currencies, today, minSupplyLeadDays }: DetailsStepProps) {
  const { t } = useTranslation();
  const earliest = earliestSupplyStart(parseDate(values.offerDate) ?? today, minSupplyLeadDays);
  const period = deliveryPeriod(values.deliveryYears, parseDate(values.actualYearSupplyStart));
  return (
    <>
      <div className="portal-form-grid">
        <SelectField
          id="offer-currency"
          name="currency"
          label={t('offerRequest.fields.currency')}
          value={values.currency}
          onChange={(currency) => change({ currency: currency === 'CHF' || currency === 'EUR' ? currency : '' })}
          options={currencies.map((currency) => ({ value: currency, label: currency }))}
          error={errors.currency}
        />
        <TextField
          id="offer-actualYearSupplyStart"
          name="actualYearSupplyStart"
          label={t('offerRequest.fields.actualYearSupplyStart')}
          value={values.actualYearSupplyStart}
          onChange={(actualYearSupplyStart) => change({ actualYearSupplyStart })}
          error={errors.actualYearSupplyStart}
          hint={t('offerRequest.hints.supplyStart', { date: shownDate(earliest) })}
          optional
        />
        <TextField id="offer-cancellationFrom" name="cancellationFrom" label={t('offerRequest.fields.cancellationFrom')} value={values.cancellationFrom} onChange={(cancellationFrom) => change({ cancellationFrom })} error={errors.cancellationFrom} hint={t('offerRequest.hints.date')} optional />
        <TextField id="offer-cancellationTo" name="cancellationTo" label={t('offerRequest.fields.cancellationTo')} value={values.cancellationTo} onChange={(cancellationTo) => change({ cancellationTo })} error={errors.cancellationTo} hint={t('offerRequest.hints.date')} optional />
      </div>
      <FormGroup
        label={t('offerRequest.fields.note')}
        labelFor="offer-note"
        labelInfo={t('forms.optional')}
        intent={errors.note ? 'danger' : 'none'}
        helperText={errors.note ? <span data-testid="offer-note-error">{t(errors.note.key, errors.note.params)}</span> : undefined}
      >
        <TextArea id="offer-note" name="note" data-testid="offer-note" fill rows={3} value={values.note} onChange={(event) => change({ note: event.currentTarget.value })} />
      </FormGroup>
      {period && <p data-testid="offer-delivery-period">{t('offerRequest.hints.deliveryPeriod', { from: shownDate(period.from), to: shownDate(period.to) })}</p>}
    </>
  );
}

export function OfferTimeStep({ values, change, errors }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('offerRequest.hints.offerTime')}</p>
      <div className="portal-form-grid">
        <TextField id="offer-offerDate" name="offerDate" label={t('offerRequest.fields.offerDate')} value={values.offerDate} onChange={(offerDate) => change({ offerDate })} error={errors.offerDate} hint={t('offerRequest.hints.date')} />
        <TextField id="offer-offerHour" name="offerHour" label={t('offerRequest.fields.offerHour')} value={values.offerHour} onChange={(offerHour) => change({ offerHour })} error={errors.offerHour} inputMode="numeric" maxLength={2} />
        <TextField id="offer-offerMinute" name="offerMinute" label={t('offerRequest.fields.offerMinute')} value={values.offerMinute} onChange={(offerMinute) => change({ offerMinute })} error={errors.offerMinute} inputMode="numeric" maxLength={2} />
        <TextField
          id="offer-offerValidityPeriod"
          name="offerValidityPeriod"
          label={t('offerRequest.fields.offerValidityPeriod')}
          value={values.offerValidityPeriod}
          onChange={(offerValidityPeriod) => change({ offerValidityPeriod })}
          error={errors.offerValidityPeriod}
          hint={t('offerRequest.hints.validity')}
          inputMode="numeric"
          maxLength={5}
        />
      </div>
    </>
  );
}
