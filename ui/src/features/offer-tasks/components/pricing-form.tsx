import { Button, Callout, H4, H5 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/form-field.tsx';
import { useCommandForm } from '@/components/forms/use-command-form.ts';
import { showMessage } from '@/components/toaster.tsx';
import { formatKind, priceUnit } from '@/lib/format/index.ts';
import { type OfferDetail, useGetTaskPartnerFeesQuery } from '../api.ts';
import { openTaskStatuses } from '../offer-table.ts';
import { priceOffer } from '../offer-task-commands.ts';
import { copyToAllYears, fieldPath, type PriceDirection, priceFields, priceFormErrors, priceFormOf, type PriceFormValues, perKwhOf, priceOfferData, withField } from '../price-form.ts';
import { feesFor } from '../price-preview.ts';
import { PricePreviewTable } from './price-preview-table.tsx';

const upper = { cons: 'CONS', prod: 'PROD' } as const;

/**
 * The admin's prices of every delivery year and direction the offer delivers, per MWh in the
 * offer's currency (the per-kWh reading beside each), checked on blur by the command's schemas,
 * with "copy to all years" and the live preview. Sends `PriceOffer`; a priced offer may be priced
 * again until it is released.
 */
export function PricingForm({ detail }: { detail: OfferDetail }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PriceFormValues>(() => priceFormOf(detail));
  const form = useCommandForm(priceOffer, { fields: ['years'], ownErrors: priceFormErrors(values) });
  const editable = (openTaskStatuses as readonly string[]).includes(detail.row.status);
  // The fees the offer was priced with; before pricing the partner's current ones.
  const partner = useGetTaskPartnerFeesQuery(detail.row.salesPartnerId, { skip: detail.fees !== null });
  const fees = feesFor(detail, partner.data);
  const currency = detail.row.currency;
  const unit = priceUnit(currency);
  const change = (next: PriceFormValues) => {
    setValues(next);
    form.edited();
  };
  const directionSection = (index: number, direction: PriceDirection) => {
    const draft = values.years[index]?.[direction];
    if (!draft) return null;
    const label = t(`offerTasks.directions.${upper[direction]}`);
    return (
      <div key={direction} className="portal-price-section" data-testid={`price-${index}-${direction}`}>
        <H5>{label}</H5>
        <div className="portal-price-fields">
          {priceFields.map((spec) => {
            const path = fieldPath(index, direction, spec.name);
            const perKwh = perKwhOf(spec, draft[spec.name]);
            return (
              <TextField
                key={spec.name}
                id={`price-${index}-${direction}-${spec.name}`}
                name={path}
                label={spec.perMwh ? `${t(`offerTasks.pricing.fields.${spec.name}`)} (${currency}/MWh)` : t(`offerTasks.pricing.fields.${spec.name}`)}
                value={draft[spec.name]}
                inputMode="decimal"
                maxLength={12}
                disabled={!editable}
                error={form.errors[path]}
                hint={perKwh === null ? undefined : t('offerTasks.pricing.perKwh', { value: formatKind(perKwh, 'price'), unit })}
                onChange={(value) => change(withField(values, index, direction, spec.name, value))}
              />
            );
          })}
        </div>
        {editable && values.years.length > 1 && (
          <Button variant="minimal" onClick={() => change(copyToAllYears(values, index, direction))} data-testid={`price-${index}-${direction}-copy`}>
            {t('offerTasks.pricing.copyToAll', { direction: label })}
          </Button>
        )}
      </div>
    );
  };
  return (
    <section data-testid="pricing">
      <H4>{t('offerTasks.pricing.title')}</H4>
      <p>{t('offerTasks.pricing.intro', { currency, unit })}</p>
      {!editable && <Callout data-testid="pricing-closed">{t('offerTasks.pricing.notEditable')}</Callout>}
      <form {...form.formProps} onSubmit={form.onSubmit(() => priceOfferData(detail.row.offerId, values), () => showMessage({ type: 'success', key: 'offerTasks.pricing.saved' }))}>
        {values.years.map((year, index) => (
          <div key={year.year} data-testid="price-year" data-year={year.year}>
            <H5>{t('offerTasks.pricing.year', { year: year.year })}</H5>
            {directionSection(index, 'cons')}
            {directionSection(index, 'prod')}
          </div>
        ))}
        <PricePreviewTable detail={detail} values={values} fees={fees} pricedWith={detail.fees !== null} />
        {editable && (
          <div className="portal-offer-actions">
            <Button type="submit" intent="primary" loading={form.sending} data-testid="price-save">
              {t('offerTasks.pricing.save')}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
