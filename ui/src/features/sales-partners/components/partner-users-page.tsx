import { Button } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard } from '@/components/page-card.tsx';
import { useGetSalesPartnerQuery, useGetSalesPartnerUsersQuery } from '../api.ts';
import { partnerPath, usePartnerParams } from '../partner-routes.ts';
import './sales-partners.css';
import { UserGrid } from '@/entities/user/user-grid.tsx';

/** /customer-management/sales-partner/{id}/users: the partner's users, 10 a page. */
export function PartnerUsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { salesPartnerId } = usePartnerParams();
  const { data: partner } = useGetSalesPartnerQuery(salesPartnerId);
  const { data: users, isFetching } = useGetSalesPartnerUsersQuery(salesPartnerId);
  const sorted = useMemo(() => [...(users ?? [])].sort((a, b) => `${a.name} ${a.prename}`.localeCompare(`${b.name} ${b.prename}`)), [users]);
  return (
    <PageCard title={partner ? `${t('routes.users')}: ${partner.name}` : t('routes.users')} testId="sales-partner-users">
      <div className="portal-sp-detail">
        <div className="portal-sp-toolbar">
          <Button intent="primary" data-testid="sp-user-new" onClick={() => void navigate(partnerPath.usersNew(salesPartnerId))}>
            {t('salesPartners.users.new')}
          </Button>
        </div>
        <UserGrid
          users={users ? sorted : undefined}
          loading={isFetching}
          onRowClick={(row) => void navigate(partnerPath.userEdit(salesPartnerId, row.id))}
          emptyKey="salesPartners.users.empty"
          testId="sp-user-grid"
        />
      </div>
    </PageCard>
  );
}
