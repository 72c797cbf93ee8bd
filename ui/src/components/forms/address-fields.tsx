import { useTranslation } from 'react-i18next';
import type { ConfigSelect } from '@/lib/config-select.ts';
import type { AddressValue, BillingAddressValue, Country } from './contact-form.ts';
import type { FieldErrors } from './field-errors.ts';
import { SelectField, TextField } from './form-field.tsx';

// Address blocks: street, number, post box, zip, place and country (zip checked against the
// country's pattern by contact-form.ts), and the billing address with its optional names.

interface AddressProps<T extends AddressValue> {
  /** Prefix of the controls' ids and test ids, e.g. "contact" gives "contact-zipCode". */
  idPrefix: string;
  /** The block's form path, prefix of the controls' names ("contact" gives "contact.zipCode"); `idPrefix` when left out. */
  path?: string;
  /** The user left the postcode (the contact derives its canton from it). */
  onZipCodeBlur?: () => void;
  value: T;
  onChange: (value: T) => void;
  /** Errors relative to this block (`errorsUnder(errors, 'contact')`). */
  errors: FieldErrors;
  showErrors?: boolean;
  config: ConfigSelect;
  disabled?: boolean;
}

/** The active countries of the configuration as choices. */
export function countryOptions(config: ConfigSelect) {
  return config.configCountries.filter((c) => c.active).map((c) => ({ value: c.id, label: c.name }));
}

/** Street to country of any address; the caller's own fields (names, canton) go around it. */
export function AddressFields<T extends AddressValue>({ idPrefix, path = idPrefix, onZipCodeBlur, value, onChange, errors, showErrors, config, disabled }: AddressProps<T>) {
  const { t } = useTranslation();
  const field = (name: keyof AddressValue) => ({
    id: `${idPrefix}-${name}`,
    name: `${path}.${name}`,
    label: t(`forms.${name}`),
    error: errors[name],
    showError: showErrors,
    disabled,
    value: value[name],
    onChange: (next: string) => onChange({ ...value, [name]: next }),
  });
  return (
    <div className="portal-form-grid" data-testid={`${idPrefix}-address`}>
      <TextField {...field('street')} autoComplete="address-line1" />
      <TextField {...field('streetNr')} />
      <TextField {...field('postbox')} optional />
      <SelectField {...field('country')} options={countryOptions(config)} onChange={(next) => onChange({ ...value, country: next as Country | '' })} />
      <TextField {...field('zipCode')} autoComplete="postal-code" onBlur={onZipCodeBlur} />
      <TextField {...field('place')} autoComplete="address-level2" />
    </div>
  );
}

/** The billing address block (BillingAddress of docs/identity-api.md): names optional. */
export function BillingAddressFields(props: AddressProps<BillingAddressValue>) {
  const { t } = useTranslation();
  const { idPrefix, path = 'billingAddress', value, onChange, errors, showErrors, disabled } = props;
  const name = (key: 'firmname' | 'prename' | 'name') => ({
    id: `${idPrefix}-${key}`,
    name: `${path}.${key}`,
    label: t(`forms.${key}`),
    error: errors[key],
    showError: showErrors,
    disabled,
    optional: true,
    value: value[key],
    onChange: (next: string) => onChange({ ...value, [key]: next }),
  });
  return (
    <fieldset className="portal-form-section" data-testid={`${idPrefix}-billing`}>
      <legend>{t('forms.billingAddress')}</legend>
      <div className="portal-form-grid">
        <TextField {...name('firmname')} />
        <TextField {...name('prename')} />
        <TextField {...name('name')} />
      </div>
      <AddressFields {...props} path={path} />
    </fieldset>
  );
}
