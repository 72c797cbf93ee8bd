import { Button, ControlGroup, H4, InputGroup, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/components/forms/field-errors.ts';
import type { PartnerDraft } from '../partner-draft.ts';
import { Field, fieldTestId, TextField } from './form-field.tsx';

export interface SectionProps {
  draft: PartnerDraft;
  onChange: (draft: PartnerDraft) => void;
  errors: FieldErrors;
}

/** Name, host names, channels and the flags of a sales partner. */
export function PartnerGeneralFields({ draft, onChange, errors }: SectionProps) {
  const { t } = useTranslation();
  const set = <K extends keyof PartnerDraft>(key: K) => (value: PartnerDraft[K]) => onChange({ ...draft, [key]: value });
  const setDomain = (index: number, value: string) => onChange({ ...draft, domains: draft.domains.map((d, i) => (i === index ? value : d)) });
  const flag = (key: 'internal' | 'active' | 'publicRegistration') => (
    <Switch data-testid={fieldTestId(key)} checked={draft[key]} label={t(`salesPartners.fields.${key}`)} onChange={(e) => set(key)(e.currentTarget.checked)} />
  );
  return (
    <section className="portal-sp-section">
      <H4>{t('salesPartners.sections.general')}</H4>
      <div className="portal-sp-grid">
        <TextField path="name" label={t('salesPartners.fields.name')} value={draft.name} onChange={set('name')} errors={errors} />
        <TextField path="subdomain" label={t('salesPartners.fields.subdomain')} value={draft.subdomain} onChange={set('subdomain')} errors={errors} />
        <TextField path="website" label={t('salesPartners.fields.website')} value={draft.website} onChange={set('website')} errors={errors} placeholder="https://" />
        <TextField path="mail" label={t('salesPartners.fields.mail')} value={draft.mail} onChange={set('mail')} errors={errors} type="email" />
        <TextField path="phone" label={t('salesPartners.fields.phone')} value={draft.phone} onChange={set('phone')} errors={errors} placeholder="+41 44 123 45 67" />
        <TextField
          path="communicationMail"
          label={t('salesPartners.fields.communicationMail')}
          value={draft.communicationMail}
          onChange={set('communicationMail')}
          errors={errors}
          type="email"
        />
      </div>
      <Field path="domains" label={t('salesPartners.fields.domains')} errors={errors}>
        {draft.domains.map((domain, index) => (
          <Field key={index} path={`domains.${index}`} label="" errors={errors}>
            <ControlGroup fill>
              <InputGroup
                name={`domains.${index}`}
                data-testid={fieldTestId(`domains.${index}`)}
                aria-label={t('salesPartners.fields.domain', { number: index + 1 })}
                value={domain}
                placeholder="portal.example.ch"
                intent={errors[`domains.${index}`] ? 'danger' : 'none'}
                onValueChange={(value) => setDomain(index, value)}
                fill
              />
              <Button disabled={draft.domains.length <= 1} onClick={() => onChange({ ...draft, domains: draft.domains.filter((_, i) => i !== index) })}>
                {t('salesPartners.actions.remove')}
              </Button>
            </ControlGroup>
          </Field>
        ))}
        <Button variant="minimal" intent="primary" data-testid="sp-domains-add" disabled={draft.domains.length >= 10} onClick={() => onChange({ ...draft, domains: [...draft.domains, ''] })}>
          {t('salesPartners.actions.addDomain')}
        </Button>
      </Field>
      <div className="portal-sp-flags">
        {flag('active')}
        {flag('publicRegistration')}
        {flag('internal')}
      </div>
    </section>
  );
}
