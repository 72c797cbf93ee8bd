import { Checkbox, Radio, RadioGroup } from '@blueprintjs/core';
import { products } from '@portal/events/commands';
import { useTranslation } from 'react-i18next';
import { errorsUnder } from '@/components/forms/field-errors.ts';
import { SelectField } from '@/components/forms/form-field.tsx';
import { customerDisplayName, type CustomerRow } from '@/entities/customer/customer-api.ts';
import type { ConfigSelect } from '@/lib/config-select.ts';
import { parseDate } from '@/lib/format/index.ts';
import { yearChoices } from '../delivery.ts';
import { fitsDirection } from '../load-profile-choice.ts';
import type { CustomerType } from '../request-values.ts';
import { ChoiceGroup } from './choice-group.tsx';
import type { StepProps } from './step-props.ts';

// The steps that are one choice each: market area, customer type, customer, delivery direction,
// delivery type (product), years of delivery and ecology. A choice that makes later ones
// meaningless clears them (another customer has other points and currencies).

const directions = ['CONS', 'PROD', 'BOTH'] as const;

export function MarketAreaStep({ values, change, errors, config }: StepProps & { config: ConfigSelect }) {
  const { t } = useTranslation();
  const options = config.marketareasAllObjSP.filter((area) => area.active).map((area) => ({ value: area.id, label: `${area.name} (${area.id})` }));
  return (
    <SelectField
      id="offer-marketArea"
      name="marketArea"
      label={t('offerRequest.fields.marketArea')}
      value={values.marketArea}
      onChange={(marketArea) => change({ marketArea, meteringPoints: [], histRangeStart: '', histRangeEnd: '', deviationConfirmed: false })}
      options={options}
      error={errors.marketArea}
    />
  );
}

export function CustomerTypeStep({ values, change, errors, config }: StepProps & { config: ConfigSelect }) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup id="offer-customerType" label={t('offerRequest.fields.customerType')} error={errors.customerType}>
      <RadioGroup
        name="customerType"
        selectedValue={values.customerType || undefined}
        onChange={(event) => {
          const customerType = event.currentTarget.value as CustomerType;
          change(customerType === values.customerType ? {} : { customerType, customerId: '', currency: '', meteringPoints: [], histRangeStart: '', histRangeEnd: '', deviationConfirmed: false });
        }}
      >
        {config.configCustomertype
          .filter((type) => type.active && (type.id === 'FI' || type.id === 'PR'))
          .map((type) => (
            <Radio key={type.id} value={type.id} label={type.name} data-testid={`offer-customerType-${type.id}`} />
          ))}
      </RadioGroup>
    </ChoiceGroup>
  );
}

export function CustomerStep({ values, change, errors, customers }: StepProps & { customers: readonly CustomerRow[] }) {
  const { t } = useTranslation();
  const options = customers.filter((row) => values.customerType === '' || row.customerType === values.customerType).map((row) => ({ value: row.id, label: `${customerDisplayName(row)} (${row.id})` }));
  return (
    <>
      <SelectField
        id="offer-customer"
        name="customerId"
        label={t('offerRequest.fields.customer')}
        value={values.customerId}
        onChange={(customerId) => change({ customerId, currency: '', meteringPoints: [], histRangeStart: '', histRangeEnd: '', deviationConfirmed: false })}
        options={options}
        error={errors.customerId}
      />
      {options.length === 0 && <p data-testid="offer-no-customers">{t('offerRequest.noCustomers')}</p>}
    </>
  );
}

export function DirectionStep({ values, change, errors }: StepProps) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup id="offer-direction" label={t('offerRequest.fields.direction')} error={errors.direction}>
      <RadioGroup
        name="direction"
        selectedValue={values.direction || undefined}
        onChange={(event) => {
          const direction = event.currentTarget.value as (typeof directions)[number];
          // Points of the other direction no longer belong to the request.
          change({ direction, meteringPoints: values.meteringPoints.filter((point) => fitsDirection(point, direction)), deviationConfirmed: false });
        }}
      >
        {directions.map((direction) => (
          <Radio key={direction} value={direction} label={t(`offerRequest.directions.${direction}`)} data-testid={`offer-direction-${direction}`} />
        ))}
      </RadioGroup>
    </ChoiceGroup>
  );
}

export function ProductStep({ values, change, errors }: StepProps) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup id="offer-product" label={t('offerRequest.fields.product')} error={errors.product}>
      <RadioGroup name="product" selectedValue={values.product || undefined} onChange={(event) => change({ product: event.currentTarget.value as (typeof products)[number] })}>
        {products.map((product) => (
          <Radio key={product} value={product} label={t(`offerRequest.products.${product}`)} data-testid={`offer-product-${product}`} />
        ))}
      </RadioGroup>
    </ChoiceGroup>
  );
}

/** The years from the offer date's on; a year a draft holds outside them stays listed, so it can be unticked. */
export function YearsStep({ values, change, errors, today }: StepProps & { today: string }) {
  const { t } = useTranslation();
  const offered = [...new Set([...yearChoices(parseDate(values.offerDate) ?? today), ...values.deliveryYears])].sort((a, b) => a - b);
  const error = errors.deliveryYears ?? Object.values(errorsUnder(errors, 'deliveryYears'))[0];
  const toggle = (year: number, on: boolean) => {
    const years = on ? [...values.deliveryYears, year] : values.deliveryYears.filter((y) => y !== year);
    // Sorted, as the command sends them: a refusal at deliveryYears.<n> names the same year here.
    change({ deliveryYears: [...new Set(years)].sort((a, b) => a - b) });
  };
  return (
    <ChoiceGroup id="offer-deliveryYears" label={t('offerRequest.fields.deliveryYears')} error={error}>
      {offered.map((year) => (
        <Checkbox
          key={year}
          inline
          name="deliveryYears"
          label={String(year)}
          checked={values.deliveryYears.includes(year)}
          onChange={(event) => toggle(year, event.currentTarget.checked)}
          data-testid={`offer-year-${year}`}
        />
      ))}
    </ChoiceGroup>
  );
}

export function EcologyStep({ values, change, errors, config }: StepProps & { config: ConfigSelect }) {
  const { t } = useTranslation();
  const certificates = config.certificatesConfig.filter((c) => c.active).map((c) => ({ value: c.id, label: c.name }));
  return (
    <div className="portal-form-grid">
      <SelectField
        id="offer-certificate"
        name="ecology.certificate"
        label={t('offerRequest.fields.certificate')}
        value={values.certificate}
        onChange={(certificate) => change({ certificate })}
        options={[{ value: '', label: t('offerRequest.noCertificate') }, ...certificates]}
        placeholder={false}
        error={errors['ecology.certificate']}
      />
      <SelectField
        id="offer-energyQuality"
        name="ecology.energyQuality"
        label={t('offerRequest.fields.energyQuality')}
        value={values.energyQuality}
        onChange={(energyQuality) => change({ energyQuality })}
        options={certificates}
        error={errors['ecology.energyQuality']}
      />
    </div>
  );
}
