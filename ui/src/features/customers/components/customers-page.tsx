import { Button } from '@blueprintjs/core';
import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error.tsx';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';
import { PageCard } from '@/components/page-card.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import { customerDisplayName, type CustomerRow } from '@/entities/customer/customer-api.ts';
import { useGetCustomersQuery } from '../api.ts';

/** /customer-management/customers: the partner's customers, 10 a page, ordered by name. */
export function CustomersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paging = useKeysetPage();
  const { data, isFetching, error } = useGetCustomersQuery(paging.args);
  const columns = useMemo<ColDef<CustomerRow>[]>(
    () => [
      { field: 'id', headerName: t('customers.columns.number'), maxWidth: 130 },
      { colId: 'name', headerName: t('customers.columns.name'), valueGetter: (p) => (p.data ? customerDisplayName(p.data) : ''), minWidth: 200 },
      { colId: 'type', headerName: t('customers.columns.type'), valueGetter: (p) => (p.data ? t(`customer.types.${p.data.customerType}`) : ''), maxWidth: 140 },
      { colId: 'contact', headerName: t('customers.columns.contact'), valueGetter: (p) => (p.data ? `${p.data.prename} ${p.data.name}, ${p.data.mail}` : ''), minWidth: 220 },
      { colId: 'place', headerName: t('customers.columns.place'), valueGetter: (p) => (p.data ? `${p.data.place} (${p.data.country})` : '') },
      { field: 'users', headerName: t('customers.columns.users'), maxWidth: 110 },
    ],
    [t],
  );
  return (
    <PageCard title={t('routes.customers')} testId="customers-page">
      <div className="portal-page-actions">
        <Button intent="primary" data-testid="customers-new" onClick={() => void navigate(paths.customerManagement.customersNew)}>
          {t('customers.new')}
        </Button>
      </div>
      <LoadError error={error} />
      <KeysetGrid<CustomerRow>
        columns={columns}
        page={data}
        loading={isFetching}
        paging={paging}
        getRowId={(row) => row.id}
        onRowClick={(row) => void navigate(fillPath(paths.customerManagement.customerOverview, { customerId: row.id, customerType: row.customerType }))}
        emptyKey="customers.emptyList"
        testId="customers-grid"
      />
    </PageCard>
  );
}
