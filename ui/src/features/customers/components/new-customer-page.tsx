import { Button } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createCustomerData, type CustomerDraft, draftErrors, emptyDraft } from '@/entities/customer/customer-draft.ts';
import { CustomerProfileForm } from '@/entities/customer/customer-profile-form.tsx';
import { type FieldErrors, hasFieldErrors, mergeFieldErrors } from '@/components/forms/field-errors.ts';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { refusalOf } from '@/entities/user/panels/command-refusal.ts';
import { paths } from '@/config/paths.ts';
import { newCommandId, useSendCommandMutation } from '@/lib/commands.ts';
import { useConfigSelect } from '@/lib/config-select.ts';

// A duplicate (CUSTOMER_ALREADY_EXISTS, ALREADY_REGISTERED) shows at the field the API names.
const FORM_FIELDS = ['customerType', 'firmname', 'contact', 'billingAddress', 'currencies'];

/**
 * /customer-management/customers/new: CreateCustomer with fresh ids; the contact becomes the
 * customer's first user (customer admin) and gets the activation mail. Back to the list after.
 */
export function NewCustomerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: config } = useConfigSelect();
  const [draft, setDraft] = useState<CustomerDraft>(() => emptyDraft());
  const [tried, setTried] = useState(false);
  const [apiErrors, setApiErrors] = useState<FieldErrors>({});
  // Fixed per form: a retry after a lost answer creates the customer once (the server assigns its number).
  const [ids] = useState(() => ({ userId: newCommandId(), commandId: newCommandId() }));
  const [send, call] = useSendCommandMutation();
  const ownErrors = config ? draftErrors(draft, config) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!config || hasFieldErrors(ownErrors)) return;
    const result = await send({ type: 'CreateCustomer', data: createCustomerData(draft, ids), commandId: ids.commandId, invalidates: [{ type: 'CUSTOMER', id: 'LIST' }] });
    if (result.error) {
      const refusal = refusalOf(result.error, FORM_FIELDS);
      if (refusal.kind === 'fields') setApiErrors(refusal.errors);
      else showMessage(refusal.kind === 'toast' ? refusal.message : { type: 'error', key: refusal.message.key, params: refusal.message.params });
      return;
    }
    showMessage({ type: 'success', key: 'customers.created' });
    void navigate(paths.customerManagement.customers);
  };

  return (
    <PageCard title={t('routes.customersNew')} testId="new-customer-page">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <CustomerProfileForm
          value={draft}
          onChange={(next) => {
            setDraft(next);
            setApiErrors({});
          }}
          errors={mergeFieldErrors(apiErrors, ownErrors)}
          showErrors={tried}
          chooseType
        />
        <div className="portal-form-actions">
          <Button onClick={() => void navigate(paths.customerManagement.customers)}>{t('customers.cancel')}</Button>
          <Button type="submit" intent="primary" loading={call.isLoading} data-testid="new-customer-submit">
            {t('customers.create')}
          </Button>
        </div>
      </form>
    </PageCard>
  );
}
