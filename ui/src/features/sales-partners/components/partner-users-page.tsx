import { Button } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { localKeysetPage } from '@/components/grid/keyset-paging.ts';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';
import { PageCard } from '@/components/page-card.tsx';
import { userColumns } from '@/entities/user/user-columns.tsx';
import { useGetSalesPartnerQuery, useGetSalesPartnerUsersQuery } from '../api.ts';
import { partnerPath, usePartnerParams } from '../partner-routes.ts';
import './sales-partners.css';

/** /customer-management/sales-partner/{id}/users: the partner's users, 10 a page. */
export function PartnerUsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { salesPartnerId } = usePartnerParams();
  const { data: partner } = useGetSalesPartnerQuery(salesPartnerId);
  const { data: users, isFetching } = useGetSalesPartnerUsersQuery(salesPartnerId);
  const paging = useKeysetPage();
  const columns = useMemo(() => userColumns(t), [t]);
  const sorted = useMemo(() => [...(users ?? [])].sort((a, b) => `${a.name} ${a.prename}`.localeCompare(`${b.name} ${b.prename}`)), [users]);
  return (
    <PageCard title={partner ? `${t('routes.users')}: ${partner.name}` : t('routes.users')} testId="sales-partner-users">
      <div className="portal-sp-detail">
        <div className="portal-sp-toolbar">
          <Button intent="primary" data-testid="sp-user-new" onClick={() => void navigate(partnerPath.usersNew(salesPartnerId))}>
            {t('salesPartners.users.new')}
          </Button>
        </div>
        <KeysetGrid
          columns={columns}
          page={users ? localKeysetPage(sorted, paging.cursor) : undefined}
          loading={isFetching}
          paging={paging}
          getRowId={(row) => row.id}
          onRowClick={(row) => void navigate(partnerPath.userEdit(salesPartnerId, row.id))}
          emptyKey="salesPartners.users.empty"
          testId="sp-user-grid"
        />
      </div>
    </PageCard>
  );
}
