import { Button } from '@blueprintjs/core';
import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error.tsx';
import { CustomerProfileEditor } from '@/entities/customer/customer-profile-editor.tsx';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { localKeysetPage } from '@/components/grid/keyset-paging.ts';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';
import { InviteUserPanel } from '@/entities/user/panels/invite-user-panel.tsx';
import { UserGrid } from '@/entities/user/user-grid.tsx';
import { useAppSelector } from '@/app/hooks.ts';
import { useGetCustomerQuery } from '@/entities/customer/customer-api.ts';
import { type OverviewRow, type OverviewTab, useGetCustomerOverviewRowsQuery, useGetCustomerUsersQuery } from '../api.ts';
import { overviewColumns } from '../overview-columns.ts';
import { overviewTabPath } from '../overview-tabs.ts';
import { CustomerOverviewFrame, customerUserPath, useCustomerParams } from './customer-overview-frame.tsx';

/** A grid over one of the offer read models; empty until the customer has offers, and it says so. */
function OverviewRowsTab({ tab }: { tab: OverviewTab }) {
  const { customerId } = useCustomerParams();
  const paging = useKeysetPage();
  const { data, isFetching, error } = useGetCustomerOverviewRowsQuery({ customerId, tab });
  const page = data ? localKeysetPage<OverviewRow>(data, paging.cursor) : undefined;
  const columns = useMemo<ColDef<OverviewRow>[]>(() => overviewColumns(data ?? []), [data]);
  return (
    <CustomerOverviewFrame>
      <LoadError error={error} />
      <KeysetGrid<OverviewRow>
        columns={columns}
        page={page}
        loading={isFetching}
        paging={paging}
        getRowId={(row) => String(row.id ?? JSON.stringify(row))}
        emptyKey={`customers.emptyTabs.${tab}`}
        testId={`customer-${tab}-grid`}
      />
    </CustomerOverviewFrame>
  );
}

export const FrameContractsTab = () => <OverviewRowsTab tab="frameContracts" />;
export const StrategiesTab = () => <OverviewRowsTab tab="strategies" />;
export const OpenTranchesTab = () => <OverviewRowsTab tab="openTranches" />;

export function ContactTab() {
  const { customerId } = useCustomerParams();
  return (
    <CustomerOverviewFrame>
      <CustomerProfileEditor customerId={customerId} canEdit />
    </CustomerOverviewFrame>
  );
}

export function UsersTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { customerId, customerType } = useCustomerParams();
  const { data, isFetching, error } = useGetCustomerUsersQuery(customerId);
  return (
    <CustomerOverviewFrame>
      <div className="portal-page-actions">
        <Button intent="primary" data-testid="customer-users-new" onClick={() => void navigate(overviewTabPath(customerId, customerType, 'users/new'))}>
          {t('customers.newUser')}
        </Button>
      </div>
      <LoadError error={error} />
      <UserGrid
        users={data}
        loading={isFetching}
        withCustomerAdmin={customerType === 'FI'}
        onRowClick={(row) => void navigate(customerUserPath(customerId, customerType, row.id, 'edit'))}
        testId="customer-users-grid"
      />
    </CustomerOverviewFrame>
  );
}

export function UsersNewTab() {
  const navigate = useNavigate();
  const { customerId, customerType } = useCustomerParams();
  // The customer's own partner: the same as the session's, but known even before the session names it.
  const { data: customer } = useGetCustomerQuery(customerId);
  const sessionPartner = useAppSelector((state) => state.session.user?.salesPartnerId ?? null);
  const salesPartnerId = customer?.salesPartnerId ?? sessionPartner;
  const back = () => void navigate(overviewTabPath(customerId, customerType, 'users'));
  return (
    <CustomerOverviewFrame>
      <InviteUserPanel
        scope={{ salesPartnerId, customerId, role: 'customer' }}
        onDone={back}
        onCancel={back}
      />
    </CustomerOverviewFrame>
  );
}
