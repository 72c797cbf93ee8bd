import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard } from '@/components/page-card.tsx';
import { SetUserPasswordPanel } from '@/entities/user/panels/password-panels.tsx';
import { useGetUserByIdQuery } from '@/entities/user/user-api.ts';
import { partnerPath, usePartnerParams } from '../partner-routes.ts';

/** /customer-management/sales-partner/{id}/users/{userId}/change-password: SetUserPassword (ends the user's sessions). */
export function PartnerUserPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { salesPartnerId, userId } = usePartnerParams();
  const { data: user } = useGetUserByIdQuery(userId);
  return (
    <PageCard title={user ? `${t('routes.changePassword')}: ${user.prename} ${user.name}` : t('routes.changePassword')} testId="sp-user-password-page">
      <SetUserPasswordPanel userId={userId} userName={user ? `${user.prename} ${user.name}` : ''} onDone={() => void navigate(partnerPath.userEdit(salesPartnerId, userId))} />
    </PageCard>
  );
}
