import { Button } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmPasswordDialog } from '@/components/forms/confirm-password-dialog.tsx';
import { type FieldErrors, hasFieldErrors, mergeFieldErrors } from '@/components/forms/field-errors.ts';
import { isWrongActingPassword } from '@/components/forms/acting-password.ts';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { ChangePasswordForm } from '@/entities/user/change-password-form.tsx';
import { passwordDraftErrors } from '@/entities/user/user-draft.ts';
import { useSendCommandMutation } from '@/lib/commands.ts';
import { useGetUserByIdQuery } from '@/entities/user/user-api.ts';
import { userInvalidates } from '../api.ts';
import { problemOf, refusalTarget } from '../command-problem.ts';
import { partnerPath, usePartnerParams } from '../partner-routes.ts';
import './sales-partners.css';

/** /customer-management/sales-partner/{id}/users/{userId}/change-password: SetUserPassword (ends the user's sessions). */
export function PartnerUserPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { salesPartnerId, userId } = usePartnerParams();
  const { data: user } = useGetUserByIdQuery(userId);
  const [send] = useSendCommandMutation();
  const [draft, setDraft] = useState({ password: '', passwordRepeat: '' });
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const errors = mergeFieldErrors(serverErrors, tried ? passwordDraftErrors(draft) : {});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!hasFieldErrors(passwordDraftErrors(draft))) setConfirming(true);
  };

  const setPassword = async (actingPassword: string) => {
    const result = await send({ type: 'SetUserPassword', data: { userId, actingPassword, ...draft }, invalidates: userInvalidates(salesPartnerId, userId) });
    if (!result.error) {
      showMessage({ type: 'success', key: 'salesPartners.messages.passwordSet' });
      void navigate(partnerPath.userEdit(salesPartnerId, userId));
      return null;
    }
    const problem = problemOf(result.error);
    if (isWrongActingPassword(problem)) return problem;
    // A refusal of the new password itself belongs to the form, not to the dialog.
    const target = refusalTarget(problem, ['password', 'passwordRepeat']);
    if ('fields' in target) {
      setServerErrors(target.fields);
      return null;
    }
    return problem;
  };

  return (
    <PageCard title={user ? `${t('routes.changePassword')}: ${user.prename} ${user.name}` : t('routes.changePassword')} testId="sp-user-password-page">
      <form className="portal-sp-detail" noValidate onSubmit={submit}>
        <ChangePasswordForm
          value={draft}
          onChange={(next) => {
            setDraft(next);
            setServerErrors({});
          }}
          errors={errors}
          testId="sp-user-password"
        />
        <div className="portal-sp-actions">
          <Button onClick={() => void navigate(partnerPath.userEdit(salesPartnerId, userId))}>{t('salesPartners.actions.cancel')}</Button>
          <Button type="submit" intent="primary" data-testid="sp-user-password-submit">
            {t('salesPartners.users.setPassword')}
          </Button>
        </div>
      </form>
      <ConfirmPasswordDialog
        isOpen={confirming}
        title={t('salesPartners.users.setPassword')}
        text={t('salesPartners.users.setPasswordText', { mail: user?.mail ?? '' })}
        confirmLabel={t('salesPartners.users.setPassword')}
        onConfirm={setPassword}
        onClose={() => setConfirming(false)}
        testId="sp-user-password-confirm"
      />
    </PageCard>
  );
}
