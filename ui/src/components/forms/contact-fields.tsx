import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/config/constants.ts';
import type { ConfigSelect } from '@/lib/config-select.ts';
import { AddressFields } from './address-fields.tsx';
import { type ContactLanguage, type ContactValue, phonePrefixesOf, type Sex, statesOf } from './contact-form.ts';
import type { FieldErrors } from './field-errors.ts';
import { SelectField, TextField } from './form-field.tsx';

interface ContactFieldsProps {
  /** Prefix of the controls' ids and test ids ("contact" gives "contact-mail"). */
  idPrefix: string;
  value: ContactValue;
  onChange: (value: ContactValue) => void;
  /** Errors relative to the contact (`errorsUnder(errors, 'contact')`). */
  errors: FieldErrors;
  showErrors?: boolean;
  config: ConfigSelect;
  disabled?: boolean;
  /** Parts to show: the person, the address, or both (registration splits them over steps). */
  parts?: 'person' | 'address' | 'all';
}

/**
 * The customer contact of docs/identity-api.md (CustomerContact), controlled: the parent keeps
 * the value (contact-form.ts) and its errors. Changing the country clears a canton that does
 * not belong to it and proposes the country's phone prefix.
 */
export function ContactFields({ idPrefix, value, onChange, errors, showErrors, config, disabled, parts = 'all' }: ContactFieldsProps) {
  const { t } = useTranslation();
  const field = (name: keyof ContactValue) => ({
    id: `${idPrefix}-${name}`,
    label: t(`forms.${name}`),
    error: errors[name],
    showError: showErrors,
    disabled,
    value: value[name],
    onChange: (next: string) => onChange({ ...value, [name]: next }),
  });
  const states = statesOf(config, value.country);
  const changeAddress = (next: ContactValue) => {
    if (next.country === value.country) return onChange(next);
    const canton = statesOf(config, next.country).some((s) => s.id === next.canton) ? next.canton : '';
    const phoneprefix = next.phoneprefix === '' ? (phonePrefixesOf(config, next.country)[0] ?? '') : next.phoneprefix;
    onChange({ ...next, canton, phoneprefix });
  };
  const person = (
    <div className="portal-form-grid" data-testid={`${idPrefix}-person`}>
      <SelectField
        {...field('sex')}
        options={config.configSextype.filter((s) => s.active).map((s) => ({ value: s.id, label: s.name }))}
        onChange={(next) => onChange({ ...value, sex: next as Sex | '' })}
      />
      <TextField {...field('prename')} autoComplete="given-name" />
      <TextField {...field('name')} autoComplete="family-name" />
      <TextField {...field('mail')} type="email" autoComplete="email" />
      <SelectField {...field('phoneprefix')} options={phonePrefixesOf(config, value.country).map((p) => ({ value: p, label: p }))} />
      <TextField {...field('phone')} type="tel" inputMode="tel" autoComplete="tel-national" />
      <SelectField
        {...field('language')}
        placeholder={false}
        options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        onChange={(next) => onChange({ ...value, language: next as ContactLanguage })}
      />
      <TextField {...field('website')} type="url" optional />
    </div>
  );
  const address = (
    <>
      <AddressFields idPrefix={idPrefix} value={value} onChange={changeAddress} errors={errors} showErrors={showErrors} config={config} disabled={disabled} />
      {states.length > 0 && (
        <div className="portal-form-grid">
          <SelectField {...field('canton')} label={t(value.country === 'CH' ? 'forms.canton' : 'forms.state')} options={states.map((s) => ({ value: s.id, label: s.name }))} />
        </div>
      )}
    </>
  );
  return (
    <div className="portal-contact-fields" data-testid={idPrefix}>
      {parts !== 'address' && person}
      {parts !== 'person' && address}
    </div>
  );
}
