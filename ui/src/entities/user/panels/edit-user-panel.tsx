import { Button, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf, savedMessage } from '@/components/forms/command-refusal.ts';
import { ConfirmPasswordDialog } from '@/components/forms/confirm-password-dialog.tsx';
import { useCommandForm } from '@/components/forms/use-command-form.ts';
import { LoadError } from '@/components/load-error.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { useCommand } from '@/lib/commands.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import type { Problem } from '@/lib/http.ts';
import { useGetUserByIdQuery } from '../user-api.ts';
import { UserStatusTag } from '../user-columns.tsx';
import { changeUserDetails, deactivateUser, reactivateUser } from '../user-commands.ts';
import { changeUserDetailsData, phonePrefixesOf, USER_FIELDS, type UserDraft, userDraftErrors, userDraftOf, type UserRow } from '../user-draft.ts';
import { UserForm } from '../user-form.tsx';
import { ResetTwoFactorAction } from './reset-two-factor-action.tsx';
import '@/entities/customer/customer.css';

export interface EditUserPanelProps {
  userId: string;
  /** A manager (not the user itself) may deactivate and reactivate. */
  canManage: boolean;
  showCustomerAdmin: boolean;
  onDone: () => void;
  /** The page that sets the user's password (or the own password), if any. */
  onChangePassword?: () => void;
}

/** ChangeUserDetails of one user; DeactivateUser, ReactivateUser and ResetUserTwoFactor with the manager's password. */
export function EditUserPanel({ userId, canManage, showCustomerAdmin, onDone, onChangePassword }: EditUserPanelProps) {
  const { data: user, error } = useGetUserByIdQuery(userId);
  if (error) return <LoadError error={error} />;
  if (!user) return <Spinner />;
  // Keyed by the stored version: a change from elsewhere starts the form over with it.
  return <EditUserForm key={user.updatedAt} {...{ user, canManage, showCustomerAdmin, onDone, onChangePassword }} />;
}

function EditUserForm({ user, canManage, showCustomerAdmin, onDone, onChangePassword }: Omit<EditUserPanelProps, 'userId'> & { user: UserRow }) {
  const { t } = useTranslation();
  const { data: config } = useConfigSelect();
  const [draft, setDraft] = useState<UserDraft>(() => userDraftOf(user));
  const [statusDialog, setStatusDialog] = useState(false);
  const form = useCommandForm(changeUserDetails, { fields: USER_FIELDS, ownErrors: userDraftErrors(draft, config) });
  const [sendDeactivate] = useCommand(deactivateUser);
  const [sendReactivate] = useCommand(reactivateUser);
  const submit = form.onSubmit(
    () => changeUserDetailsData(user.id, draft),
    () => {
      showMessage(savedMessage);
      onDone();
    },
  );

  const deactivate = user.status !== 'inactive';
  const changeStatus = async (actingPassword: string): Promise<Problem | null> => {
    const result = await (deactivate ? sendDeactivate : sendReactivate)({ userId: user.id, actingPassword });
    if (result.error) return problemOf(result.error);
    showMessage(savedMessage);
    return null;
  };

  // The dialog stays outside the form: its own submit would bubble (through the portal) to this one.
  return (
    <>
      <form {...form.formProps} onSubmit={submit} data-testid="edit-user">
        <p>
          <UserStatusTag status={user.status} label={t(`users.statuses.${user.status}`)} />
        </p>
        <UserForm
          value={draft}
          onChange={(next) => {
            setDraft(next);
            form.edited();
          }}
          errors={form.errors}
          salutations={config?.configSextype ?? []}
          phonePrefixes={phonePrefixesOf(config)}
          mailReadOnly
          showCustomerAdmin={showCustomerAdmin}
          testId="edit-user-form"
        />
        <div className="portal-form-actions">
          <Button type="submit" intent="primary" loading={form.sending} data-testid="edit-user-submit">
            {t('userPages.save')}
          </Button>
          {/* An invited user sets its first password on activation; only an active one gets a new one. */}
        {onChangePassword && user.status === 'active' && (
            <Button onClick={onChangePassword} data-testid="edit-user-password">
              {t('userPages.changePassword')}
            </Button>
          )}
          {canManage && <ResetTwoFactorAction user={user} />}
          {canManage && (
            <Button intent={deactivate ? 'danger' : 'success'} onClick={() => setStatusDialog(true)} data-testid="edit-user-status">
              {t(deactivate ? 'userPages.deactivate' : 'userPages.reactivate')}
            </Button>
          )}
        </div>
      </form>
      <ConfirmPasswordDialog
        isOpen={statusDialog}
        title={t(deactivate ? 'userPages.deactivateTitle' : 'userPages.reactivateTitle')}
        text={t(deactivate ? 'userPages.deactivateText' : 'userPages.reactivateText', { name: `${user.prename} ${user.name}` })}
        confirmLabel={t(deactivate ? 'userPages.deactivate' : 'userPages.reactivate')}
        intent={deactivate ? 'danger' : 'success'}
        onConfirm={changeStatus}
        refusalKey={(problem) => (problem.code === 'AT_LEAST_ONE_USER' ? 'codes.AT_LEAST_ONE_USER' : null)}
        onClose={() => setStatusDialog(false)}
        testId="user-status-dialog"
      />
    </>
  );
}
