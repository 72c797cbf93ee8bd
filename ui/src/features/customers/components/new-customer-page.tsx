import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createCustomerData, type CustomerDraft, draftErrors, emptyDraft } from '@/entities/customer/customer-draft.ts';
import { CustomerProfileForm } from '@/entities/customer/customer-profile-form.tsx';
import { createCustomer } from '@/entities/customer/customer-commands.ts';
import { useCommandForm } from '@/components/forms/use-command-form.ts';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { paths } from '@/config/paths.ts';
import { newCommandId } from '@/lib/commands.ts';
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
  // Fixed per form: a retry after a lost answer creates the customer once (the server assigns its number).
  const [ids] = useState(() => ({ userId: newCommandId(), commandId: newCommandId() }));
  const form = useCommandForm(createCustomer, { fields: FORM_FIELDS, ownErrors: config ? draftErrors(draft, config) : {}, ready: config !== undefined });
  const submit = form.onSubmit(
    () => createCustomerData(draft, ids),
    () => {
      showMessage({ type: 'success', key: 'customers.created' });
      void navigate(paths.customerManagement.customers);
    },
    { commandId: ids.commandId },
  );

  return (
    <PageCard title={t('routes.customersNew')} testId="new-customer-page">
      <form {...form.formProps} onSubmit={submit}>
        <CustomerProfileForm
          value={draft}
          onChange={(next) => {
            setDraft(next);
            form.edited();
          }}
          errors={form.errors}
          chooseType
        />
        <div className="portal-form-actions">
          <Button onClick={() => void navigate(paths.customerManagement.customers)}>{t('customers.cancel')}</Button>
          <Button type="submit" intent="primary" loading={form.sending} data-testid="new-customer-submit">
            {t('customers.create')}
          </Button>
        </div>
      </form>
    </PageCard>
  );
}
