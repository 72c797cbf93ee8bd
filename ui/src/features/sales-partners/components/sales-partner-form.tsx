import { Button, Callout } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFieldErrors } from '@/components/forms/field-errors.ts';
import { useFormErrors } from '@/components/forms/use-command-form.ts';
import { showMessage } from '@/components/toaster.tsx';
import { useConfigSelect } from '@/lib/config-select.ts';
import type { SalesPartnerProfile } from '../api.ts';
import { emptyPartnerDraft, type PartnerDraft, partnerDraftErrors, profileOf } from '../partner-draft.ts';
import { PartnerAddressFields } from './partner-address-fields.tsx';
import { PartnerGeneralFields } from './partner-general-fields.tsx';
import { PartnerMarketFields } from './partner-market-fields.tsx';
import './sales-partners.css';

// Every field of the profile is on the form; the partner id is not.
const PROFILE_FIELDS = Object.keys(emptyPartnerDraft);

export interface SalesPartnerFormProps {
  initial: PartnerDraft;
  submitLabel: string;
  /** Sends the command; resolves its failure, or null when it was taken. */
  onSubmit: (profile: SalesPartnerProfile) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Every field of a sales partner (spec section 3). A field's own check (shared schemas and config
 * rules) shows once the user left it or tried to send; the API's refusal shows at its field.
 */
export function SalesPartnerForm({ initial, submitLabel, onSubmit, onCancel }: SalesPartnerFormProps) {
  const { t } = useTranslation();
  const { data: config } = useConfigSelect();
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors({
    fields: PROFILE_FIELDS,
    ownErrors: partnerDraftErrors(draft, config),
    onFieldErrors: () => showMessage({ type: 'warning', key: 'errors.controlInput' }),
  });
  const { errors, tried } = form;

  const change = (next: PartnerDraft) => {
    setDraft(next);
    form.edited();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    setBusy(true);
    const failure = await onSubmit(profileOf(draft));
    setBusy(false);
    if (failure) form.showRefusal(failure);
  };

  const countries = (config?.configCountries ?? [{ id: 'CH', name: 'Schweiz', active: true }]).filter((c) => c.active || c.id === draft.address.country);
  return (
    <form {...form.formProps} className="portal-sp-form" onSubmit={(e) => void submit(e)} data-testid="sales-partner-form">
      {tried && hasFieldErrors(errors) && (
        <Callout intent="danger" data-testid="sales-partner-form-errors">
          {t('errors.controlInput')}
        </Callout>
      )}
      <PartnerGeneralFields draft={draft} onChange={change} errors={errors} />
      <PartnerMarketFields draft={draft} onChange={change} errors={errors} marketAreas={config?.marketareasAllObj ?? []} />
      <PartnerAddressFields draft={draft} onChange={change} errors={errors} countries={countries} />
      <div className="portal-sp-actions">
        <Button onClick={onCancel}>{t('salesPartners.actions.cancel')}</Button>
        <Button type="submit" intent="primary" loading={busy} data-testid="sales-partner-submit">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
