import { Button } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmPasswordDialog } from '@/components/forms/confirm-password-dialog.tsx';
import { type FieldErrors, hasFieldErrors, mergeFieldErrors } from '@/components/forms/field-errors.ts';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { UserStatusTag } from '@/entities/user/user-columns.tsx';
import { changeUserDetailsData, phonePrefixesOf, type UserRow, userDraftErrors, userDraftOf } from '@/entities/user/user-draft.ts';
import { UserForm } from '@/entities/user/user-form.tsx';
import { useSendCommandMutation } from '@/lib/commands.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { ResetTwoFactorAction } from '@/entities/user/panels/reset-two-factor-action.tsx';
import { useGetUserByIdQuery } from '@/entities/user/user-api.ts';
import { userInvalidates } from '../api.ts';
import { problemOf, refusalTarget, USER_FIELDS } from '../command-problem.ts';
import { partnerPath, usePartnerParams } from '../partner-routes.ts';
import { LoadState } from './load-state.tsx';
import './sales-partners.css';

/** /customer-management/sales-partner/{id}/users/{userId}/edit: details, deactivate or reactivate, reset two-factor. */
export function PartnerUserEditPage() {
  const { t } = useTranslation();
  const { userId } = usePartnerParams();
  const { data: user, isError } = useGetUserByIdQuery(userId);
  return (
    <PageCard title={user ? `${user.prename} ${user.name}` : t('routes.edit')} testId="sp-user-edit-page">
      {user ? <UserEditForm key={user.updatedAt} user={user} /> : <LoadState failed={isError} />}
    </PageCard>
  );
}

function UserEditForm({ user }: { user: UserRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { salesPartnerId } = usePartnerParams();
  const { data: config } = useConfigSelect();
  const [send, call] = useSendCommandMutation();
  const [draft, setDraft] = useState(() => userDraftOf(user));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const errors = mergeFieldErrors(serverErrors, tried ? userDraftErrors(draft, config) : {});
  const invalidates = userInvalidates(salesPartnerId, user.id);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasFieldErrors(userDraftErrors(draft, config))) return;
    const result = await send({ type: 'ChangeUserDetails', data: changeUserDetailsData(user.id, draft), invalidates });
    if (result.error) {
      const target = refusalTarget(problemOf(result.error), USER_FIELDS);
      if ('fields' in target) setServerErrors(target.fields);
      else showMessage(messageFromProblem(target.toast));
      return;
    }
    showMessage({ type: 'success', key: 'salesPartners.messages.saved' });
  };

  const deactivating = user.status !== 'inactive';
  const toggle = async (actingPassword: string) => {
    const type = deactivating ? 'DeactivateUser' : 'ReactivateUser';
    const result = await send({ type, data: { userId: user.id, actingPassword }, invalidates });
    if (result.error) return problemOf(result.error);
    showMessage({ type: 'success', key: deactivating ? 'salesPartners.messages.userDeactivated' : 'salesPartners.messages.userReactivated' });
    return null;
  };

  return (
    <form className="portal-sp-detail" noValidate onSubmit={(e) => void save(e)}>
      <div className="portal-sp-toolbar">
        <UserStatusTag status={user.status} label={t(`users.statuses.${user.status}`)} />
      </div>
      <UserForm
        value={draft}
        onChange={(next) => {
          setDraft(next);
          setServerErrors({});
        }}
        errors={errors}
        salutations={config?.configSextype ?? []}
        phonePrefixes={phonePrefixesOf(config)}
        mailReadOnly
        testId="sp-user"
      />
      <div className="portal-sp-actions">
        <Button onClick={() => void navigate(partnerPath.users(salesPartnerId))}>{t('salesPartners.actions.back')}</Button>
        <Button data-testid="sp-user-password" disabled={user.status !== 'active'} title={user.status === 'active' ? undefined : t('salesPartners.users.passwordNeedsActive')} onClick={() => void navigate(partnerPath.userPassword(salesPartnerId, user.id))}>
          {t('routes.changePassword')}
        </Button>
        <ResetTwoFactorAction user={user} invalidates={invalidates} />
        <Button intent={deactivating ? 'warning' : 'success'} data-testid="sp-user-toggle" onClick={() => setConfirming(true)}>
          {deactivating ? t('salesPartners.users.deactivate') : t('salesPartners.users.reactivate')}
        </Button>
        <Button type="submit" intent="primary" loading={call.isLoading} data-testid="sp-user-save">
          {t('salesPartners.actions.save')}
        </Button>
      </div>
      <ConfirmPasswordDialog
        isOpen={confirming}
        title={deactivating ? t('salesPartners.users.deactivate') : t('salesPartners.users.reactivate')}
        text={t(deactivating ? 'salesPartners.users.deactivateText' : 'salesPartners.users.reactivateText', { mail: user.mail })}
        confirmLabel={deactivating ? t('salesPartners.users.deactivate') : t('salesPartners.users.reactivate')}
        intent={deactivating ? 'danger' : 'success'}
        onConfirm={toggle}
        onClose={() => setConfirming(false)}
        testId="sp-user-confirm"
      />
    </form>
  );
}
