import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard } from '@/components/page-card.tsx';
import { InviteUserPanel } from '@/entities/user/panels/invite-user-panel.tsx';
import { partnerPath, usePartnerParams } from '../partner-routes.ts';

/** /customer-management/sales-partner/{id}/users/new: InviteUser with the role salesPartner. */
export function PartnerUserNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { salesPartnerId } = usePartnerParams();
  const back = () => void navigate(partnerPath.users(salesPartnerId));
  return (
    <PageCard title={t('routes.usersNew')} testId="sp-user-new-page">
      <InviteUserPanel scope={{ salesPartnerId, customerId: null, role: 'salesPartner' }} onDone={back} onCancel={back} />
    </PageCard>
  );
}
