import { Button, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { savedMessage } from '@/components/forms/command-refusal.ts';
import { useCommandForm } from '@/components/forms/use-command-form.ts';
import { LoadError } from '@/components/load-error.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { useConfigSelect } from '@/lib/config-select.ts';
import { type CustomerDetail, useGetCustomerQuery } from './customer-api.ts';
import { changeCustomer } from './customer-commands.ts';
import { changeCustomerData, type CustomerDraft, draftErrors, draftFromDetail } from './customer-draft.ts';
import { CustomerProfileForm } from './customer-profile-form.tsx';
import { CustomerProfileView } from './customer-profile-view.tsx';

const FORM_FIELDS = ['firmname', 'contact', 'billingAddress', 'currencies'];

/**
 * A customer's profile, shown and (when `canEdit`) changed with ChangeCustomer: the partner's
 * contact tab, a firm's company details (its admins) and a private customer's personal details.
 */
export function CustomerProfileEditor({ customerId, canEdit }: { customerId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { data: customer, error } = useGetCustomerQuery(customerId);
  const [editing, setEditing] = useState(false);
  if (error) return <LoadError error={error} />;
  if (!customer) return <Spinner />;
  if (editing) return <CustomerEditForm key={customer.updatedAt} customer={customer} onClose={() => setEditing(false)} />;
  return (
    <>
      <CustomerProfileView customer={customer} />
      {canEdit && !customer.erased && (
        <div className="portal-form-actions">
          <Button intent="primary" onClick={() => setEditing(true)} data-testid="customer-edit">
            {t('customer.edit')}
          </Button>
        </div>
      )}
    </>
  );
}

function CustomerEditForm({ customer, onClose }: { customer: CustomerDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: config } = useConfigSelect();
  const [draft, setDraft] = useState<CustomerDraft>(() => draftFromDetail(customer));
  const form = useCommandForm(changeCustomer, { fields: FORM_FIELDS, ownErrors: config ? draftErrors(draft, config) : {}, ready: config !== undefined });
  const submit = form.onSubmit(
    () => changeCustomerData(customer.id, draft),
    () => {
      showMessage(savedMessage);
      onClose();
    },
  );

  return (
    <form {...form.formProps} onSubmit={submit} data-testid="customer-edit-form">
      <CustomerProfileForm
        value={draft}
        onChange={(next) => {
          setDraft(next);
          form.edited();
        }}
        errors={form.errors}
      />
      <div className="portal-form-actions">
        <Button onClick={onClose}>{t('customer.cancel')}</Button>
        <Button type="submit" intent="primary" loading={form.sending} data-testid="customer-save">
          {t('customer.save')}
        </Button>
      </div>
    </form>
  );
}
