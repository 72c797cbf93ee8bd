import { Button } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type FieldErrors, hasFieldErrors, mergeFieldErrors } from '@/components/forms/field-errors.ts';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { emptyUserDraft, inviteUserData, phonePrefixesOf, userDraftErrors } from '@/entities/user/user-draft.ts';
import { UserForm } from '@/entities/user/user-form.tsx';
import { newCommandId, useSendCommandMutation } from '@/lib/commands.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { userInvalidates } from '../api.ts';
import { problemOf, refusalTarget, USER_FIELDS } from '../command-problem.ts';
import { partnerPath, usePartnerParams } from '../partner-routes.ts';
import './sales-partners.css';

/** /customer-management/sales-partner/{id}/users/new: InviteUser with the role salesPartner. */
export function PartnerUserNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { salesPartnerId } = usePartnerParams();
  const { data: config } = useConfigSelect();
  const [send, call] = useSendCommandMutation();
  const [userId] = useState(newCommandId);
  const [draft, setDraft] = useState(emptyUserDraft);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const errors = mergeFieldErrors(serverErrors, tried ? userDraftErrors(draft, config) : {});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasFieldErrors(userDraftErrors(draft, config))) return;
    const data = inviteUserData(userId, { salesPartnerId, customerId: null, role: 'salesPartner' }, draft);
    const result = await send({ type: 'InviteUser', data, invalidates: userInvalidates(salesPartnerId, userId) });
    if (result.error) {
      const target = refusalTarget(problemOf(result.error), USER_FIELDS);
      if ('fields' in target) setServerErrors(target.fields);
      else showMessage(messageFromProblem(target.toast));
      return;
    }
    showMessage({ type: 'success', key: 'salesPartners.messages.userInvited', params: { mail: data.mail } });
    void navigate(partnerPath.users(salesPartnerId));
  };

  return (
    <PageCard title={t('routes.usersNew')} testId="sp-user-new-page">
      <form className="portal-sp-detail" noValidate onSubmit={(e) => void submit(e)}>
        <UserForm
          value={draft}
          onChange={(next) => {
            setDraft(next);
            setServerErrors({});
          }}
          errors={errors}
          salutations={config?.configSextype ?? []}
          phonePrefixes={phonePrefixesOf(config)}
          testId="sp-user"
        />
        <div className="portal-sp-actions">
          <Button onClick={() => void navigate(partnerPath.users(salesPartnerId))}>{t('salesPartners.actions.cancel')}</Button>
          <Button type="submit" intent="primary" loading={call.isLoading} data-testid="sp-user-invite">
            {t('salesPartners.users.invite')}
          </Button>
        </div>
      </form>
    </PageCard>
  );
}
