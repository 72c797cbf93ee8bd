import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/components/forms/field-errors.ts';
import { SelectField, TextField } from '@/components/forms/form-field.tsx';
import { type AddressDraft, statesOf } from '@/entities/metering-point/point-draft.ts';
import type { ConfigSelect } from '@/lib/config-select.ts';

// Where a point is: street to place, the country and its canton or Land (the country rules
// depend on both, spec section 5).

interface AddressBlockProps {
  idPrefix: string;
  value: AddressDraft;
  onChange: (value: AddressDraft) => void;
  /** Errors by full path; `path` is this block's prefix in them. */
  errors: FieldErrors;
  path: string;
  showErrors: boolean;
  config: ConfigSelect;
}

export function AddressBlock({ idPrefix, value, onChange, errors, path, showErrors, config }: AddressBlockProps) {
  const { t } = useTranslation();
  const field = (name: keyof AddressDraft) => ({
    id: `${idPrefix}-${name}`,
    label: t(`meteringPoints.fields.${name}`),
    error: errors[`${path}.${name}`],
    showError: showErrors,
    value: value[name],
    onChange: (next: string) => onChange({ ...value, [name]: next }),
  });
  const countries = config.configCountries.filter((c) => c.active).map((c) => ({ value: c.id, label: c.name }));
  const states = statesOf(config, value.country).map((s) => ({ value: s.id, label: `${s.name} (${s.id})` }));
  return (
    <div className="portal-form-grid" data-testid={`${idPrefix}-address`}>
      <TextField {...field('street')} autoComplete="address-line1" />
      <TextField {...field('streetNr')} />
      <TextField {...field('zipCode')} autoComplete="postal-code" />
      <TextField {...field('place')} autoComplete="address-level2" />
      <SelectField
        {...field('country')}
        options={countries}
        // Another country has other cantons or Länder: the old choice no longer applies.
        onChange={(next) => onChange({ ...value, country: next === 'CH' || next === 'DE' ? next : '', countryState: '' })}
      />
      <SelectField {...field('countryState')} options={states} disabled={value.country === ''} />
    </div>
  );
}
