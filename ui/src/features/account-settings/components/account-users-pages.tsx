import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { EditUserPanel } from '@/entities/user/panels/edit-user-panel.tsx';
import { InviteUserPanel } from '@/entities/user/panels/invite-user-panel.tsx';
import { MailChangePanel } from '@/entities/user/panels/mail-change-panel.tsx';
import { ChangeOwnPasswordPanel, SetUserPasswordPanel } from '@/entities/user/panels/password-panels.tsx';
import { useGetUserByIdQuery } from '@/entities/user/user-api.ts';
import { UserGrid } from '@/entities/user/user-grid.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import { useGetUserInfoQuery } from '@/entities/session/session-api.ts';
import { useAppSelector } from '@/app/hooks.ts';
import { useGetAccountUsersQuery } from '../api.ts';
import { accountUserScope } from '../account-scope.ts';

/** /account-settings/users: the own partner's users (partner user) or the own firm's (firm customer). */
export function AccountUsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useAppSelector((state) => state.session);
  const { data, isFetching, error } = useGetAccountUsersQuery(undefined);
  const isFirm = session.role === 'customer';
  const canInvite = accountUserScope(session) !== null;
  return (
    <PageCard title={t('routes.users')} testId="account-users-page">
      {canInvite && (
        <div className="portal-page-actions">
          <Button intent="primary" data-testid="account-users-new" onClick={() => void navigate(paths.accountSettings.usersNew)}>
            {t('accountSettings.newUser')}
          </Button>
        </div>
      )}
      <LoadError error={error} />
      <UserGrid
        users={data}
        loading={isFetching}
        withCustomerAdmin={isFirm}
        onRowClick={canInvite || isFirm ? (row) => void navigate(fillPath(paths.accountSettings.userEdit, { userId: row.id })) : undefined}
        testId="account-users-grid"
      />
    </PageCard>
  );
}

/** /account-settings/users/new: InviteUser into the own partner or the own firm (its admins). */
export function AccountUsersNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scope = accountUserScope(useAppSelector((state) => state.session));
  const back = () => void navigate(paths.accountSettings.users);
  return (
    <PageCard title={t('routes.usersNew')} testId="account-users-new-page">
      {scope ? <InviteUserPanel scope={scope} onDone={back} onCancel={back} /> : <p>{t('accountSettings.onlyAdmins')}</p>}
    </PageCard>
  );
}

/**
 * /account-settings/users/{userId}/edit: another user of the account (its managers), or the
 * own user, which is the personal settings: details, password and e-mail.
 */
export function AccountUserEditPage() {
  const { userId = '' } = useParams();
  return <UserSettings userId={userId} passwordPath={fillPath(paths.accountSettings.userChangePassword, { userId })} />;
}

/**
 * /account-settings/own-user: the auditor's personal settings (docs/adr/0025-auditors.md), the
 * same as everyone's but reached without a users list; his home after login.
 */
export function OwnUserPage() {
  const userId = useAppSelector((state) => state.session.userId) ?? '';
  return <UserSettings userId={userId} passwordPath={paths.accountSettings.ownUserChangePassword} />;
}

/** /account-settings/own-user/change-password: the auditor's own password. */
export function OwnUserPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageCard title={t('routes.changePassword')} testId="account-user-password">
      <ChangeOwnPasswordPanel onDone={() => void navigate(paths.accountSettings.ownUser)} />
    </PageCard>
  );
}

function UserSettings({ userId, passwordPath }: { userId: string; passwordPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useAppSelector((state) => state.session);
  const self = userId === session.userId;
  const isManager = accountUserScope(session) !== null;
  const { refetch: refetchSession } = useGetUserInfoQuery(undefined);
  return (
    <PageCard title={t(self ? 'personalSettings.title' : 'routes.edit')} testId={self ? 'personal-settings' : 'account-user-edit'}>
      <EditUserPanel
        userId={userId}
       
        canManage={!self && isManager}
        // A firm's admin names the firm's admins; nobody makes themself one.
        showCustomerAdmin={session.role === 'customer' && isManager && !self}
        // Own details: the drawer and avatar show the session's name, so ask for it again.
        onDone={() => (self ? void refetchSession() : void navigate(paths.accountSettings.users))}
        onChangePassword={() => void navigate(passwordPath)}
      />
      {self && session.user && (
        <section className="portal-form-section" data-testid="personal-mail">
          <h4>{t('personalSettings.mail')}</h4>
          <MailChangePanel currentMail={session.user.email} />
        </section>
      )}
    </PageCard>
  );
}

/** /account-settings/users/{userId}/change-password: the own password, or a user's (SetUserPassword). */
export function AccountUserPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userId = '' } = useParams();
  const self = useAppSelector((state) => state.session.userId) === userId;
  const { data: user } = useGetUserByIdQuery(userId, { skip: self });
  const back = () => void navigate(fillPath(paths.accountSettings.userEdit, { userId }));
  return (
    <PageCard title={t('routes.changePassword')} testId="account-user-password">
      {self ? <ChangeOwnPasswordPanel onDone={back} /> : <SetUserPasswordPanel userId={userId} userName={user ? `${user.prename} ${user.name}` : ''} onDone={back} />}
    </PageCard>
  );
}
