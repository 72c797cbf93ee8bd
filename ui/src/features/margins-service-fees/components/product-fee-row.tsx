import { H4 } from '@blueprintjs/core';
import type { ProductFees } from '@portal/events/commands';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/components/forms/field-errors.ts';
import { TextField } from '@/components/forms/form-field.tsx';
import { formatNumber } from '@/lib/format/number.ts';
import { kwhToMwh } from '@/lib/format/units.ts';
import { exampleKwh, fieldsOf, serviceFeeExample, type FeeField } from '../fee-draft.ts';

export interface ProductFeeRowProps {
  row: ProductFees;
  /** The row's place in the command's `fees`, the index of its form paths (`fees.<index>.<field>`). */
  index: number;
  errors: FieldErrors;
  onChange: (field: FeeField, value: string) => void;
}

/** One product's fields and the live service fee example at 1,000 MWh, priced by the offers' own pricing code. */
export function ProductFeeRow({ row, index, errors, onChange }: ProductFeeRowProps) {
  const { t } = useTranslation();
  const id = (part: string) => `msf-${row.product}-${part}`;
  const example = serviceFeeExample(row);
  return (
    <section className="portal-fees-row" data-testid={id('row')}>
      <H4>{t(`marginsServiceFees.products.${row.product}`)}</H4>
      <div className="portal-fees-fields">
        {fieldsOf(row.product).map((field) => (
          <TextField
            key={field}
            id={id(field)}
            name={`fees.${index}.${field}`}
            label={t(`marginsServiceFees.fields.${field}`)}
            value={row[field]}
            onChange={(value) => onChange(field, value)}
            error={errors[`fees.${index}.${field}`]}
            inputMode="decimal"
            autoComplete="off"
          />
        ))}
      </div>
      <p className="portal-fees-example" data-testid={id('example')}>
        {example
          ? t('marginsServiceFees.example', { volume: formatNumber(kwhToMwh(exampleKwh), 0), fee: formatNumber(example.fee, 2), perMwh: formatNumber(example.perMwh, 4), perKwh: formatNumber(example.perKwhCents, 4) })
          : t('marginsServiceFees.exampleIncomplete')}
      </p>
    </section>
  );
}
