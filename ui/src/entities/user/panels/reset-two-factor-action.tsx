import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPasswordDialog } from '@/components/forms/confirm-password-dialog.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { problemOf } from '@/components/forms/command-refusal.ts';
import { useCommand } from '@/lib/commands.ts';
import type { Problem } from '@/lib/http.ts';
import { resetUserTwoFactor } from '../user-commands.ts';
import type { UserRow } from '../user-draft.ts';

/**
 * A manager's "reset two-factor" for a user who lost authenticator and recovery code:
 * ResetUserTwoFactor behind the manager's password; the user gets a new recovery code by mail
 * (docs/identity-api.md). Shown for active users only. The dialog stops its own submit, so it
 * may sit inside the page's form.
 */
export function ResetTwoFactorAction({ user }: { user: Pick<UserRow, 'id' | 'prename' | 'name' | 'status'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [send] = useCommand(resetUserTwoFactor);
  if (user.status !== 'active') return null;
  const name = `${user.prename} ${user.name}`;
  const reset = async (actingPassword: string): Promise<Problem | null> => {
    const result = await send({ userId: user.id, actingPassword });
    if (result.error) return problemOf(result.error);
    showMessage({ type: 'success', key: 'userPages.resetTwoFactorDone', params: { name } });
    return null;
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
