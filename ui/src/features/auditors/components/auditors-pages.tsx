import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { AuditHistorySection } from '@/entities/audit/audit-history-section.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import { EditUserPanel } from '@/entities/user/panels/edit-user-panel.tsx';
import { InviteUserPanel } from '@/entities/user/panels/invite-user-panel.tsx';
import { SetUserPasswordPanel } from '@/entities/user/panels/password-panels.tsx';
import { useGetUserByIdQuery, userDisplayName } from '@/entities/user/user-api.ts';
import { UserGrid } from '@/entities/user/user-grid.tsx';
import { useGetAuditorsQuery } from '../api.ts';

// The admin's auditors (docs/adr/0025-auditors.md): the same user screens as a partner's users,
// with no partner and no customer. The auditor activates, sets his password and his
// authenticator through the mailed link like every user.

const ad = paths.admin;
const editPath = (userId: string) => fillPath(ad.auditorEdit, { userId });

/** /admin/auditors: every auditor with his status, 10 a page; a row opens him. */
export function AuditorsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: auditors, isFetching, error } = useGetAuditorsQuery(undefined);
  return (
    <PageCard title={t('routes.auditors')} testId="auditors-page">
      <p>{t('auditors.intro')}</p>
      <div className="portal-page-actions">
        <Button intent="primary" data-testid="auditors-new" onClick={() => void navigate(ad.auditorsNew)}>
          {t('auditors.new')}
        </Button>
      </div>
      <LoadError error={error} />
      <UserGrid
        users={auditors}
        loading={isFetching}
        onRowClick={(row) => void navigate(editPath(row.id))}
        emptyKey="auditors.empty"
        testId="auditors-grid"
      />
    </PageCard>
  );
}

/** /admin/auditors/new: InviteUser with the role auditor; the activation mail goes out at once. */
export function AuditorNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => void navigate(ad.auditors);
  return (
    <PageCard title={t('routes.auditorsNew')} testId="auditor-new-page">
      <InviteUserPanel scope={{ salesPartnerId: null, customerId: null, role: 'auditor' }} onDone={back} onCancel={back} />
    </PageCard>
  );
}

/** /admin/auditors/{userId}/edit: details, deactivate or reactivate (with the admin's password), reset two-factor. */
export function AuditorEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userId = '' } = useParams();
  const { data: user } = useGetUserByIdQuery(userId);
  return (
    <PageCard title={user ? userDisplayName(user) : t('routes.edit')} testId="auditor-edit-page">
      <EditUserPanel
        userId={userId}
        canManage
        showCustomerAdmin={false}
        // The admin stays on the auditor after saving; the list is one breadcrumb up.
        onDone={() => undefined}
        onChangePassword={() => void navigate(fillPath(ad.auditorChangePassword, { userId }))}
      />
      <AuditHistorySection streamId={`user-${userId}`} />
    </PageCard>
  );
}

/** /admin/auditors/{userId}/change-password: SetUserPassword (ends the auditor's sessions). */
export function AuditorPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userId = '' } = useParams();
  const { data: user } = useGetUserByIdQuery(userId);
  return (
    <PageCard title={user ? `${t('routes.changePassword')}: ${userDisplayName(user)}` : t('routes.changePassword')} testId="auditor-password-page">
      <SetUserPasswordPanel userId={userId} userName={user ? userDisplayName(user) : ''} onDone={() => void navigate(editPath(userId))} />
    </PageCard>
  );
}
