import { Checkbox, FormGroup, Radio, RadioGroup, Spinner, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { BillingAddressFields } from '@/components/forms/address-fields.tsx';
import { ContactFields } from '@/components/forms/contact-fields.tsx';
import { errorsUnder, type FieldErrors } from '@/components/forms/field-errors.ts';
import { TextField } from '@/components/forms/form-field.tsx';
import { useConfigSelect } from '@/lib/config-select.ts';
import type { CustomerType } from '@/entities/session/session-api.ts';
import { CURRENCIES, type CustomerDraft, toggleCurrency } from './customer-draft.ts';
import './customer.css';

export interface CustomerProfileFormProps {
  value: CustomerDraft;
  onChange: (value: CustomerDraft) => void;
  /** By path (`firmname`, `contact.zipCode`, ...): what the form hook shows of the form's checks and the API's refusals. */
  errors: FieldErrors;
  /** Only a new customer chooses its type; it never changes afterwards. */
  chooseType?: boolean;
}

/**
 * A customer's profile: type (new customers), firm name (firms), contact with address, an
 * optional separate billing address and the currencies. Controlled: customer-draft.ts holds the
 * value, its checks and the command data.
 */
export function CustomerProfileForm({ value, onChange, errors, chooseType = false }: CustomerProfileFormProps) {
  const { t } = useTranslation();
  const { data: config } = useConfigSelect();
  if (!config) return <Spinner />;
  const shown = (path: string) => errors[path];
  const message = (path: string) => {
    const found = shown(path);
    return found ? <span data-testid={`customer-${path}-error`}>{t(found.key, found.params)}</span> : undefined;
  };
  return (
    <div className="portal-customer-form" data-testid="customer-form">
      {chooseType && (
        <FormGroup label={t('customer.type')} intent={shown('customerType') ? 'danger' : 'none'} helperText={message('customerType')}>
          <RadioGroup
            inline
            selectedValue={value.customerType ?? undefined}
            onChange={(e) => onChange({ ...value, customerType: e.currentTarget.value as CustomerType })}
            name="customerType"
          >
            <Radio value="FI" label={t('customer.types.FI')} data-testid="customer-type-FI" />
            <Radio value="PR" label={t('customer.types.PR')} data-testid="customer-type-PR" />
          </RadioGroup>
        </FormGroup>
      )}
      {value.customerType === 'FI' && (
        <div className="portal-form-grid">
          <TextField id="customer-firmname" name="firmname" label={t('customer.firmname')} value={value.firmname} error={errors.firmname} onChange={(firmname) => onChange({ ...value, firmname })} />
        </div>
      )}
      <fieldset className="portal-form-section">
        <legend>{t(value.customerType === 'PR' ? 'customer.person' : 'customer.contactPerson')}</legend>
        <ContactFields idPrefix="contact" value={value.contact} onChange={(contact) => onChange({ ...value, contact })} errors={errorsUnder(errors, 'contact')} config={config} />
      </fieldset>
      <Switch
        checked={value.separateBilling}
        label={t('customer.separateBilling')}
        data-testid="customer-separate-billing"
        onChange={(e) => onChange({ ...value, separateBilling: e.currentTarget.checked })}
      />
      {value.separateBilling && (
        <BillingAddressFields
          idPrefix="billing"
          value={value.billingAddress}
          onChange={(billingAddress) => onChange({ ...value, billingAddress })}
          errors={errorsUnder(errors, 'billingAddress')}
          config={config}
        />
      )}
      <FormGroup label={t('customer.currencies')} intent={shown('currencies') ? 'danger' : 'none'} helperText={message('currencies')}>
        {CURRENCIES.map((currency) => (
          <Checkbox
            key={currency}
            inline
            name="currencies"
            label={currency}
            checked={value.currencies.includes(currency)}
            data-testid={`customer-currency-${currency}`}
            onChange={() => onChange({ ...value, currencies: toggleCurrency(value.currencies, currency) })}
          />
        ))}
      </FormGroup>
    </div>
  );
}
