import { Button, Tag } from '@blueprintjs/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';
import { PageCard } from '@/components/page-card.tsx';
import { type SalesPartnerRow, useListSalesPartnersQuery } from '../api.ts';
import { partnerPath } from '../partner-routes.ts';
import './sales-partners.css';

function yesNo(t: TFunction, testId: string) {
  return (p: ICellRendererParams<SalesPartnerRow, boolean>) => (
    <Tag minimal intent={p.value ? 'success' : 'none'} data-testid={testId} data-value={String(p.value)}>
      {p.value ? t('salesPartners.yes') : t('salesPartners.no')}
    </Tag>
  );
}

function columns(t: TFunction): ColDef<SalesPartnerRow>[] {
  return [
    { colId: 'name', headerName: t('salesPartners.fields.name'), field: 'name', minWidth: 180 },
    { colId: 'subdomain', headerName: t('salesPartners.fields.subdomain'), field: 'subdomain' },
    { colId: 'domains', headerName: t('salesPartners.fields.domains'), valueGetter: (p) => p.data?.domains.join(', ') ?? '', minWidth: 180 },
    { colId: 'place', headerName: t('salesPartners.fields.place'), field: 'place' },
    { colId: 'currencies', headerName: t('salesPartners.fields.currencies'), valueGetter: (p) => p.data?.currencies.join(', ') ?? '' },
    { colId: 'active', headerName: t('salesPartners.fields.active'), field: 'active', cellRenderer: yesNo(t, 'sp-row-active'), maxWidth: 110 },
    { colId: 'publicRegistration', headerName: t('salesPartners.fields.publicRegistration'), field: 'publicRegistration', cellRenderer: yesNo(t, 'sp-row-registration') },
  ];
}

/** /customer-management/sales-partner (admin): every sales partner, 10 a page, by name. */
export function SalesPartnerListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paging = useKeysetPage();
  const { data, isFetching } = useListSalesPartnersQuery(paging.args);
  const columnDefs = useMemo(() => columns(t), [t]);
  return (
    <PageCard title={t('routes.salesPartners')} testId="sales-partner-list">
      <div className="portal-sp-detail">
        <div className="portal-sp-toolbar">
          <Button intent="primary" data-testid="sales-partner-new" onClick={() => void navigate(partnerPath.create)}>
            {t('salesPartners.actions.new')}
          </Button>
        </div>
        <KeysetGrid
          columns={columnDefs}
          page={data}
          loading={isFetching}
          paging={paging}
          getRowId={(row) => row.id}
          onRowClick={(row) => void navigate(partnerPath.detail(row.id))}
          emptyKey="salesPartners.empty"
          testId="sales-partner-grid"
        />
      </div>
    </PageCard>
  );
}
