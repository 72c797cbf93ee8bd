import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/config/constants.ts';
import type { ConfigSelect } from '@/lib/config-select.ts';
import { AddressFields } from './address-fields.tsx';
import { type ContactLanguage, type ContactValue, phonePrefixesOf, type Sex, statesOf } from './contact-form.ts';
import type { FieldErrors } from './field-errors.ts';
import { SelectField, TextField } from './form-field.tsx';
import { usePostcodeRegion } from './use-postcode-region.ts';

interface ContactFieldsProps {
  /** Prefix of the controls' ids and test ids ("contact" gives "contact-mail"). */
  idPrefix: string;
  /** The contact's form path, prefix of the controls' names ("contact" gives "contact.mail"); `idPrefix` when left out. */
  path?: string;
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
 * not belong to it and proposes the country's phone prefix; leaving the postcode fills in its
 * canton or Land where the postcode names one (use-postcode-region.ts).
 */
export function ContactFields({ idPrefix, path = idPrefix, value, onChange, errors, showErrors, config, disabled, parts = 'all' }: ContactFieldsProps) {
  const { t } = useTranslation();
  const field = (name: keyof ContactValue) => ({
    id: `${idPrefix}-${name}`,
    name: `${path}.${name}`,
    label: t(`forms.${name}`),
    error: errors[name],
    showError: showErrors,
    disabled,
    value: value[name],
    onChange: (next: string) => onChange({ ...value, [name]: next }),
  });
  const states = statesOf(config, value.country);
  const region = usePostcodeRegion({ country: value.country, zipCode: value.zipCode, states, apply: (canton) => onChange({ ...value, canton }) });
  const changeAddress = (next: ContactValue) => {
    if (next.country === value.country) return onChange(next);
    const canton = statesOf(config, next.country).some((s) => s.id === next.canton) ? next.canton : '';
    const phoneprefix = next.phoneprefix === '' ? (phonePrefixesOf(config, next.country)[0] ?? '') : next.phoneprefix;
    onChange({ ...next, canton, phoneprefix });
    region.lookup(next.country, next.zipCode);
  };
  // An ambiguous postcode's states come first, and the note names them: the user picks one.
  const candidates = states.filter((s) => region.candidates.includes(s.id));
  const stateOptions = [...candidates, ...states.filter((s) => !region.candidates.includes(s.id))].map((s) => ({ value: s.id, label: s.name }));
  const stateLabel = t(value.country === 'CH' ? 'forms.canton' : value.country === 'DE' ? 'forms.state' : 'forms.region');
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
      <AddressFields
        idPrefix={idPrefix}
        path={path}
        value={value}
        onChange={changeAddress}
        onZipCodeBlur={() => region.lookup(value.country, value.zipCode)}
        errors={errors}
        showErrors={showErrors}
        config={config}
        disabled={disabled}
      />
      {/* Shown before a country is chosen too (disabled), so the form does not jump. */}
      <div className="portal-form-grid">
        <SelectField
          {...field('canton')}
          label={stateLabel}
          disabled={disabled || states.length === 0}
          options={stateOptions}
          hint={candidates.length > 1 ? t('forms.stateCandidates', { states: candidates.map((s) => s.name).join(', ') }) : undefined}
        />
      </div>
    </>
  );
  return (
    <div className="portal-contact-fields" data-testid={idPrefix}>
      {parts !== 'address' && person}
      {parts !== 'person' && address}
    </div>
  );
}
