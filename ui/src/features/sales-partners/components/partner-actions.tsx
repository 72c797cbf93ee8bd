import { Button, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmPasswordDialog } from '@/components/forms/confirm-password-dialog.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { problemOf } from '@/components/forms/command-refusal.ts';
import { useCommand } from '@/lib/commands.ts';
import type { Problem } from '@/lib/http.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import type { SalesPartnerDetail } from '../api.ts';
import { activateSalesPartner, deactivateSalesPartner, deleteSalesPartner, setPublicRegistration } from '../partner-commands.ts';
import { partnerPath } from '../partner-routes.ts';

type Pending = 'activate' | 'deactivate' | 'delete' | null;

// Deleting a partner with offers is refused (docs/identity-api.md): the dialog says why.
const deleteRefusal = (problem: Problem) => (problem.code === 'STATE_ERROR' ? 'errorInfo.deleteRefusedOffers' : null);

/** Activate or deactivate (password), public registration on/off, delete (password). */
export function PartnerActions({ partner }: { partner: SalesPartnerDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [activate] = useCommand(activateSalesPartner);
  const [deactivate] = useCommand(deactivateSalesPartner);
  const [remove] = useCommand(deleteSalesPartner);
  const [setRegistrationAllowed, registrationCall] = useCommand(setPublicRegistration);
  const [pending, setPending] = useState<Pending>(null);
  const salesPartnerId = partner.id;

  const withPassword = async (actingPassword: string): Promise<Problem | null> => {
    const send = pending === 'activate' ? activate : pending === 'deactivate' ? deactivate : remove;
    const result = await send({ salesPartnerId, actingPassword });
    if (result.error) return problemOf(result.error);
    showMessage({ type: 'success', key: `salesPartners.messages.${pending ?? 'delete'}d`, params: { name: partner.name } });
    if (pending === 'delete') void navigate(partnerPath.list);
    return null;
  };

  const setRegistration = async (allowed: boolean) => {
    const result = await setRegistrationAllowed({ salesPartnerId, allowed });
    if (result.error) showMessage(messageFromProblem(problemOf(result.error)));
  };

  const dialogTexts = pending ? { title: t(`salesPartners.confirm.${pending}Title`), text: t(`salesPartners.confirm.${pending}Text`, { name: partner.name }) } : null;
  return (
    <div className="portal-sp-toolbar" data-testid="sales-partner-actions">
      <Switch
        data-testid="sp-public-registration"
        checked={partner.publicRegistration}
        disabled={registrationCall.isLoading}
        label={t('salesPartners.fields.publicRegistration')}
        onChange={(e) => void setRegistration(e.currentTarget.checked)}
      />
      {partner.active ? (
        <Button intent="warning" data-testid="sp-deactivate" onClick={() => setPending('deactivate')}>
          {t('salesPartners.actions.deactivate')}
        </Button>
      ) : (
        <Button intent="success" data-testid="sp-activate" onClick={() => setPending('activate')}>
          {t('salesPartners.actions.activate')}
        </Button>
      )}
      <Button intent="danger" variant="outlined" data-testid="sp-delete" onClick={() => setPending('delete')}>
        {t('salesPartners.actions.delete')}
      </Button>
      <ConfirmPasswordDialog
        isOpen={pending !== null}
        title={dialogTexts?.title ?? ''}
        text={dialogTexts?.text ?? ''}
        confirmLabel={pending ? t(`salesPartners.actions.${pending}`) : ''}
        intent={pending === 'activate' ? 'success' : 'danger'}
        onConfirm={withPassword}
        refusalKey={pending === 'delete' ? deleteRefusal : undefined}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
