import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard } from '@/components/page-card.tsx';
import { AuditHistorySection } from '@/entities/audit/audit-history-section.tsx';
import { EditUserPanel } from '@/entities/user/panels/edit-user-panel.tsx';
import { useGetUserByIdQuery } from '@/entities/user/user-api.ts';
import { partnerPath, usePartnerParams } from '../partner-routes.ts';

/** /customer-management/sales-partner/{id}/users/{userId}/edit: details, deactivate or reactivate, reset two-factor. */
export function PartnerUserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { salesPartnerId, userId } = usePartnerParams();
  const { data: user } = useGetUserByIdQuery(userId);
  return (
    <PageCard title={user ? `${user.prename} ${user.name}` : t('routes.edit')} testId="sp-user-edit-page">
      <EditUserPanel
        userId={userId}
        canManage
        showCustomerAdmin={false}
        // The admin stays on the user after saving; the list is one breadcrumb up.
        onDone={() => undefined}
        onChangePassword={() => void navigate(partnerPath.userPassword(salesPartnerId, userId))}
      />
      <AuditHistorySection streamId={`user-${userId}`} />
    </PageCard>
  );
}
