import { H4, HTMLSelect, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Country } from '../api.ts';
import type { PartnerDraft } from '../partner-draft.ts';
import { Field, fieldTestId, TextField } from './form-field.tsx';
import type { SectionProps } from './partner-general-fields.tsx';

type AddressKey = keyof PartnerDraft['address'];
type ContactKey = Exclude<keyof PartnerDraft['contact'], 'opentopublic'>;

/** The partner's address and the contact block visitors may see (opentopublic). */
export function PartnerAddressFields({ draft, onChange, errors, countries }: SectionProps & { countries: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const address = (key: Exclude<AddressKey, 'country'>) => (
    <TextField
      path={`address.${key}`}
      label={t(`salesPartners.fields.${key}`)}
      value={draft.address[key]}
      onChange={(value) => onChange({ ...draft, address: { ...draft.address, [key]: value } })}
      errors={errors}
    />
  );
  const contact = (key: ContactKey, label = `salesPartners.fields.${key}`) => (
    <TextField
      path={`contact.${key}`}
      label={t(label)}
      value={draft.contact[key]}
      onChange={(value) => onChange({ ...draft, contact: { ...draft.contact, [key]: value } })}
      errors={errors}
    />
  );
  return (
    <>
      <section className="portal-sp-section">
        <H4>{t('salesPartners.sections.address')}</H4>
        <div className="portal-sp-grid">
          {address('street')}
          {address('streetNr')}
          {address('zipCode')}
          {address('place')}
          <Field path="address.country" label={t('salesPartners.fields.country')} errors={errors}>
            <HTMLSelect
              id={fieldTestId('address.country')}
              name="address.country"
              data-testid={fieldTestId('address.country')}
              value={draft.address.country}
              onChange={(e) => onChange({ ...draft, address: { ...draft.address, country: e.currentTarget.value as Country } })}
              fill
            >
              {countries.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </HTMLSelect>
          </Field>
        </div>
      </section>
      <section className="portal-sp-section">
        <H4>{t('salesPartners.sections.contact')}</H4>
        <div className="portal-sp-grid">
          {contact('name', 'salesPartners.fields.contactName')}
          {contact('street')}
          {contact('streetNr')}
          {contact('zipCode')}
          {contact('place')}
          {contact('phone')}
          {contact('mail')}
          {contact('website')}
        </div>
        <Switch
          data-testid={fieldTestId('contact.opentopublic')}
          checked={draft.contact.opentopublic}
          label={t('salesPartners.fields.opentopublic')}
          onChange={(e) => onChange({ ...draft, contact: { ...draft.contact, opentopublic: e.currentTarget.checked } })}
        />
      </section>
    </>
  );
}
