import { Button, Spinner } from '@blueprintjs/core';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPasswordDialog } from '@/components/forms/confirm-password-dialog.tsx';
import { type FieldErrors, hasFieldErrors, mergeFieldErrors } from '@/components/forms/field-errors.ts';
import { showMessage } from '@/components/toaster.tsx';
import { UserStatusTag } from '@/entities/user/user-columns.tsx';
import { changeUserDetailsData, phonePrefixesOf, type UserDraft, userDraftErrors, userDraftOf, type UserRow } from '@/entities/user/user-draft.ts';
import { UserForm } from '@/entities/user/user-form.tsx';
import { useSendCommandMutation } from '@/lib/commands.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import type { Problem } from '@/lib/http.ts';
import type { TagType } from '@/lib/realtime-rules.ts';
import { LoadError } from '@/components/load-error.tsx';
import { refusalOf, savedMessage } from './command-refusal.ts';
import { ResetTwoFactorAction } from './reset-two-factor-action.tsx';
import { useGetUserByIdQuery } from '../user-api.ts';
import '@/entities/customer/customer.css';

const FORM_FIELDS = ['prename', 'name', 'sex', 'language', 'phoneprefix', 'phone', 'isCustomerAdmin'];

export interface EditUserPanelProps {
  userId: string;
  /** Lists that show the user. */
  invalidates: TagDescription<TagType>[];
  /** A manager (not the user itself) may deactivate and reactivate. */
  canManage: boolean;
  showCustomerAdmin: boolean;
  onDone: () => void;
  /** The page that sets the user's password (or the own password), if any. */
  onChangePassword?: () => void;
}

/** ChangeUserDetails of one user; DeactivateUser, ReactivateUser and ResetUserTwoFactor with the manager's password. */
export function EditUserPanel({ userId, invalidates, canManage, showCustomerAdmin, onDone, onChangePassword }: EditUserPanelProps) {
  const { data: user, error } = useGetUserByIdQuery(userId);
  if (error) return <LoadError error={error} />;
  if (!user) return <Spinner />;
  // Keyed by the stored version: a change from elsewhere starts the form over with it.
  return <EditUserForm key={user.updatedAt} {...{ user, invalidates, canManage, showCustomerAdmin, onDone, onChangePassword }} />;
}

function EditUserForm({ user, invalidates, canManage, showCustomerAdmin, onDone, onChangePassword }: Omit<EditUserPanelProps, 'userId'> & { user: UserRow }) {
  const { t } = useTranslation();
  const { data: config } = useConfigSelect();
  const [draft, setDraft] = useState<UserDraft>(() => userDraftOf(user));
  const [tried, setTried] = useState(false);
  const [apiErrors, setApiErrors] = useState<FieldErrors>({});
  const [statusDialog, setStatusDialog] = useState(false);
  const [send, call] = useSendCommandMutation();
  const ownErrors = userDraftErrors(draft, config);
  const errors = mergeFieldErrors(apiErrors, tried ? ownErrors : {});
  const tags: TagDescription<TagType>[] = [{ type: 'USER', id: user.id }, ...invalidates];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasFieldErrors(ownErrors)) return;
    const result = await send({ type: 'ChangeUserDetails', data: changeUserDetailsData(user.id, draft), invalidates: tags });
    if (result.error) {
      const refusal = refusalOf(result.error, FORM_FIELDS);
      if (refusal.kind === 'fields') setApiErrors(refusal.errors);
      else showMessage(refusal.kind === 'toast' ? refusal.message : { type: 'error', key: refusal.message.key, params: refusal.message.params });
      return;
    }
    showMessage(savedMessage);
    onDone();
  };

  const deactivate = user.status !== 'inactive';
  const changeStatus = async (actingPassword: string): Promise<Problem | null> => {
    const result = await send({ type: deactivate ? 'DeactivateUser' : 'ReactivateUser', data: { userId: user.id, actingPassword }, invalidates: tags });
    if (!result.error) showMessage(savedMessage);
    return (result.error as Problem | undefined) ?? null;
  };

  // The dialog stays outside the form: its own submit would bubble (through the portal) to this one.
  return (
    <>
      <form noValidate onSubmit={(e) => void submit(e)} data-testid="edit-user">
        <p>
          <UserStatusTag status={user.status} label={t(`users.statuses.${user.status}`)} />
        </p>
        <UserForm
          value={draft}
          onChange={(next) => {
            setDraft(next);
            setApiErrors({});
          }}
          errors={errors}
          salutations={config?.configSextype ?? []}
          phonePrefixes={phonePrefixesOf(config)}
          mailReadOnly
          showCustomerAdmin={showCustomerAdmin}
          testId="edit-user-form"
        />
        <div className="portal-form-actions">
          <Button type="submit" intent="primary" loading={call.isLoading} data-testid="edit-user-submit">
            {t('userPages.save')}
          </Button>
          {/* An invited user sets its first password on activation; only an active one gets a new one. */}
        {onChangePassword && user.status === 'active' && (
            <Button onClick={onChangePassword} data-testid="edit-user-password">
              {t('userPages.changePassword')}
            </Button>
          )}
          {canManage && <ResetTwoFactorAction user={user} invalidates={tags} />}
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
