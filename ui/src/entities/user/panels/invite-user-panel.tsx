import { Button, Callout } from '@blueprintjs/core';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, type FieldMessage, hasFieldErrors, mergeFieldErrors } from '@/components/forms/field-errors.ts';
import { showMessage } from '@/components/toaster.tsx';
import { UserForm } from '@/entities/user/user-form.tsx';
import { emptyUserDraft, inviteUserData, phonePrefixesOf, type UserDraft, userDraftErrors, type UserScope } from '@/entities/user/user-draft.ts';
import { newCommandId, useSendCommandMutation } from '@/lib/commands.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import type { TagType } from '@/lib/realtime-rules.ts';
import { refusalOf, savedMessage } from './command-refusal.ts';
import '@/entities/customer/customer.css';

const FORM_FIELDS = ['prename', 'name', 'mail', 'sex', 'language', 'phoneprefix', 'phone', 'isCustomerAdmin'];
// docs/identity-api.md: a customer at its maximum of users is refused at data.customerId.
const OVERRIDES = { 'STATE_ERROR@customerId': 'errorInfo.maxUsers' };

export interface InviteUserPanelProps {
  scope: UserScope;
  /** The user list the new user appears in. */
  invalidates: TagDescription<TagType>[];
  onDone: () => void;
  onCancel: () => void;
}

/**
 * InviteUser for a partner's, a customer's or the own account's users: the invited person
 * gets an activation mail. A customer user may be made customer admin.
 */
export function InviteUserPanel({ scope, invalidates, onDone, onCancel }: InviteUserPanelProps) {
  const { t } = useTranslation();
  const { data: config } = useConfigSelect();
  const [draft, setDraft] = useState<UserDraft>(emptyUserDraft);
  const [tried, setTried] = useState(false);
  const [apiErrors, setApiErrors] = useState<FieldErrors>({});
  const [formRefusal, setFormRefusal] = useState<FieldMessage | null>(null);
  // One id per form: a retry after a lost answer invites once.
  const [userId] = useState(newCommandId);
  const [send, call] = useSendCommandMutation();
  const ownErrors = userDraftErrors(draft, config);
  const errors = mergeFieldErrors(apiErrors, tried ? ownErrors : {});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFormRefusal(null);
    if (hasFieldErrors(ownErrors)) return;
    const result = await send({ type: 'InviteUser', data: inviteUserData(userId, scope, draft), invalidates });
    if (result.error) {
      const refusal = refusalOf(result.error, FORM_FIELDS, OVERRIDES);
      if (refusal.kind === 'fields') setApiErrors(refusal.errors);
      else if (refusal.kind === 'form') setFormRefusal(refusal.message);
      else showMessage(refusal.message);
      return;
    }
    showMessage(savedMessage);
    onDone();
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="invite-user">
      {formRefusal && (
        <Callout intent="danger" data-testid="invite-user-refusal">
          {t(formRefusal.key, formRefusal.params)}
        </Callout>
      )}
      <UserForm
        value={draft}
        onChange={(next) => {
          setDraft(next);
          setApiErrors({});
        }}
        errors={errors}
        salutations={config?.configSextype ?? []}
        phonePrefixes={phonePrefixesOf(config)}
        showCustomerAdmin={scope.role === 'customer'}
        testId="invite-user-form"
      />
      <div className="portal-form-actions">
        <Button onClick={onCancel}>{t('userPages.cancel')}</Button>
        <Button type="submit" intent="primary" loading={call.isLoading} data-testid="invite-user-submit">
          {t('userPages.invite')}
        </Button>
      </div>
    </form>
  );
}
