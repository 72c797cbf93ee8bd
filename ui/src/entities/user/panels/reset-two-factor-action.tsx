import { Button } from '@blueprintjs/core';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPasswordDialog } from '@/components/forms/confirm-password-dialog.tsx';
import { showMessage } from '@/components/toaster.tsx';
import type { UserRow } from '@/entities/user/user-draft.ts';
import { useSendCommandMutation } from '@/lib/commands.ts';
import type { Problem } from '@/lib/http.ts';
import type { TagType } from '@/lib/realtime-rules.ts';

/**
 * A manager's "reset two-factor" for a user who lost authenticator and recovery code:
 * ResetUserTwoFactor behind the manager's password; the user gets a new recovery code by mail
 * (docs/identity-api.md). Shown for active users only. The dialog stops its own submit, so it
 * may sit inside the page's form.
 */
export function ResetTwoFactorAction({ user, invalidates }: { user: Pick<UserRow, 'id' | 'prename' | 'name' | 'status'>; invalidates: TagDescription<TagType>[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [send] = useSendCommandMutation();
  if (user.status !== 'active') return null;
  const name = `${user.prename} ${user.name}`;
  const reset = async (actingPassword: string): Promise<Problem | null> => {
    const result = await send({ type: 'ResetUserTwoFactor', data: { userId: user.id, actingPassword }, invalidates });
    if (!result.error) showMessage({ type: 'success', key: 'userPages.resetTwoFactorDone', params: { name } });
    return (result.error as Problem | undefined) ?? null;
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="edit-user-two-factor">
        {t('userPages.resetTwoFactor')}
      </Button>
      <ConfirmPasswordDialog
        isOpen={open}
        title={t('userPages.resetTwoFactorTitle')}
        text={t('userPages.resetTwoFactorText', { name })}
        confirmLabel={t('userPages.resetTwoFactor')}
        intent="warning"
        onConfirm={reset}
        onClose={() => setOpen(false)}
        testId="user-two-factor-dialog"
      />
    </>
  );
}
