import { Button, Spinner } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, hasFieldErrors, mergeFieldErrors } from '@/components/forms/field-errors.ts';
import { showMessage } from '@/components/toaster.tsx';
import { refusalOf, savedMessage } from '@/entities/user/panels/command-refusal.ts';
import { useSendCommandMutation } from '@/lib/commands.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import { type CustomerDetail, useGetCustomerQuery } from '@/entities/customer/customer-api.ts';
import { changeCustomerData, type CustomerDraft, draftErrors, draftFromDetail } from './customer-draft.ts';
import { LoadError } from '@/components/load-error.tsx';
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
  const [tried, setTried] = useState(false);
  const [apiErrors, setApiErrors] = useState<FieldErrors>({});
  const [send, call] = useSendCommandMutation();
  const ownErrors = config ? draftErrors(draft, config) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!config || hasFieldErrors(ownErrors)) return;
    const result = await send({
      type: 'ChangeCustomer',
      data: changeCustomerData(customer.id, draft),
      invalidates: [{ type: 'CUSTOMER', id: customer.id }, { type: 'CUSTOMER', id: 'LIST' }],
    });
    if (result.error) {
      const refusal = refusalOf(result.error, FORM_FIELDS);
      if (refusal.kind === 'fields') setApiErrors(refusal.errors);
      else showMessage(refusal.kind === 'toast' ? refusal.message : { type: 'error', key: refusal.message.key, params: refusal.message.params });
      return;
    }
    showMessage(savedMessage);
    onClose();
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="customer-edit-form">
      <CustomerProfileForm
        value={draft}
        onChange={(next) => {
          setDraft(next);
          setApiErrors({});
        }}
        errors={mergeFieldErrors(apiErrors, ownErrors)}
        showErrors={tried}
      />
      <div className="portal-form-actions">
        <Button onClick={onClose}>{t('customer.cancel')}</Button>
        <Button type="submit" intent="primary" loading={call.isLoading} data-testid="customer-save">
          {t('customer.save')}
        </Button>
      </div>
    </form>
  );
}
