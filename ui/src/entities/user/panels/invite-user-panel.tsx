import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { savedMessage } from '@/components/forms/command-refusal.ts';
import { useCommandForm } from '@/components/forms/use-command-form.ts';
import { showMessage } from '@/components/toaster.tsx';
import { newCommandId } from '@/lib/commands.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import { inviteUser } from '../user-commands.ts';
import { emptyUserDraft, inviteUserData, phonePrefixesOf, USER_FIELDS, type UserDraft, userDraftErrors, type UserScope } from '../user-draft.ts';
import { UserForm } from '../user-form.tsx';
import '@/entities/customer/customer.css';

// docs/identity-api.md: a customer at its maximum of users is refused at data.customerId.
const OVERRIDES = { 'STATE_ERROR@customerId': 'errorInfo.maxUsers' };

export interface InviteUserPanelProps {
  scope: UserScope;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * InviteUser for a partner's, a customer's or the own account's users: the invited person
 * gets an activation mail. A customer user may be made customer admin.
 */
export function InviteUserPanel({ scope, onDone, onCancel }: InviteUserPanelProps) {
  const { t } = useTranslation();
  const { data: config } = useConfigSelect();
  const [draft, setDraft] = useState<UserDraft>(emptyUserDraft);
  // One id per form: a retry after a lost answer invites once.
  const [userId] = useState(newCommandId);
  const form = useCommandForm(inviteUser, { fields: USER_FIELDS, ownErrors: userDraftErrors(draft, config), overrides: OVERRIDES, refusalAbove: true });
  const submit = form.onSubmit(
    () => inviteUserData(userId, scope, draft),
    () => {
      showMessage(savedMessage);
      onDone();
    },
  );

  return (
    <form {...form.formProps} onSubmit={submit} data-testid="invite-user">
      {form.refusal && (
        <Callout intent="danger" data-testid="invite-user-refusal">
          {t(form.refusal.key, form.refusal.params)}
        </Callout>
      )}
      <UserForm
        value={draft}
        onChange={(next) => {
          setDraft(next);
          form.edited();
        }}
        errors={form.errors}
        salutations={config?.configSextype ?? []}
        phonePrefixes={phonePrefixesOf(config)}
        showCustomerAdmin={scope.role === 'customer'}
        testId="invite-user-form"
      />
      <div className="portal-form-actions">
        <Button onClick={onCancel}>{t('userPages.cancel')}</Button>
        <Button type="submit" intent="primary" loading={form.sending} data-testid="invite-user-submit">
          {t('userPages.invite')}
        </Button>
      </div>
    </form>
  );
}
