import { Button, Spinner, Tab, TabPanel, Tabs } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LoadError } from '@/components/load-error.tsx';
import { ConfirmPasswordDialog } from '@/components/forms/confirm-password-dialog.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import { problemOf } from '@/components/forms/command-refusal.ts';
import { customerDetailName, useGetCustomerQuery } from '@/entities/customer/customer-api.ts';
import { deleteCustomer, eraseCustomer } from '@/entities/customer/customer-commands.ts';
import { useCommand } from '@/lib/commands.ts';
import type { Problem } from '@/lib/http.ts';
import { overviewTabOf, OVERVIEW_TABS, overviewTabPath } from '../overview-tabs.ts';

export function useCustomerParams(): { customerId: string; customerType: string } {
  const { customerId = '', customerType = '' } = useParams();
  return { customerId, customerType };
}

/**
 * The customer overview (/customer-management/customers/{customerId}/{customerType}/customer-overview):
 * the customer's name, its tabs and the destructive actions (delete; erase a private person).
 */
export function CustomerOverviewFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { customerId, customerType } = useCustomerParams();
  const { data: customer, error } = useGetCustomerQuery(customerId);
  const [dialog, setDialog] = useState<'delete' | 'erase' | null>(null);
  const [sendDelete] = useCommand(deleteCustomer);
  const [sendErase] = useCommand(eraseCustomer);
  const selected = overviewTabOf(location.pathname);
  const title = (customer && customerDetailName(customer)) ?? t('routes.customerOverview');

  const remove = async (actingPassword: string): Promise<Problem | null> => {
    const result = await (dialog === 'erase' ? sendErase : sendDelete)({ customerId, actingPassword });
    if (result.error) return problemOf(result.error);
    showMessage({ type: 'success', key: dialog === 'erase' ? 'customers.erased' : 'customers.deleted' });
    void navigate(paths.customerManagement.customers);
    return null;
  };

  return (
    <PageCard title={title} testId="customer-overview">
      <Tabs
        id="customer-overview-tabs"
        className="portal-customer-tabs"
        selectedTabId={selected}
        onChange={(tab) => void navigate(overviewTabPath(customerId, customerType, String(tab)))}
      >
        {OVERVIEW_TABS.map((tab) => (
          <Tab key={tab.segment} id={tab.segment} title={t(`routes.${tab.crumb}`)} data-testid={`customer-tab-${tab.segment}`} />
        ))}
      </Tabs>
      {/* The tabs' own panels stay empty (the route shows the tab's page), so the page goes into
          the panel the selected tab names in aria-controls, or that would point nowhere. */}
      <TabPanel
        id={selected}
        selectedTabId={selected}
        parentId="customer-overview-tabs"
        panel={
          <>
            <LoadError error={error} />
            {!customer && !error ? <Spinner /> : children}
          </>
        }
      />
      {customer && !customer.erased && (
        <div className="portal-form-actions">
          <Button intent="danger" variant="outlined" onClick={() => setDialog('delete')} data-testid="customer-delete">
            {t('customers.delete')}
          </Button>
          {customer.customerType === 'PR' && (
            <Button intent="danger" variant="outlined" onClick={() => setDialog('erase')} data-testid="customer-erase">
              {t('customers.erase')}
            </Button>
          )}
        </div>
      )}
      <ConfirmPasswordDialog
        isOpen={dialog !== null}
        title={t(dialog === 'erase' ? 'customers.eraseTitle' : 'customers.deleteTitle')}
        text={t(dialog === 'erase' ? 'customers.eraseWarning' : 'customers.deleteText', { name: title })}
        confirmLabel={t(dialog === 'erase' ? 'customers.erase' : 'customers.delete')}
        onConfirm={remove}
        refusalKey={(problem) => (problem.code === 'STATE_ERROR' ? 'messages.customerHasOffers' : null)}
        refusalParams={{ customerId }}
        onClose={() => setDialog(null)}
        testId="customer-remove-dialog"
      />
    </PageCard>
  );
}

/** The link of a customer's user page. */
export const customerUserPath = (customerId: string, customerType: string, userId: string, page: 'edit' | 'change-password') =>
  fillPath(page === 'edit' ? paths.customerManagement.customerUserEdit : paths.customerManagement.customerUserChangePassword, { customerId, customerType, userId });
