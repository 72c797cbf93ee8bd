import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { newCommandId, useCommand } from '@/lib/commands.ts';
import { createSalesPartner } from '../partner-commands.ts';
import { emptyPartnerDraft } from '../partner-draft.ts';
import { partnerPath } from '../partner-routes.ts';
import { SalesPartnerForm } from './sales-partner-form.tsx';

/** /customer-management/sales-partner/new: CreateSalesPartner, then the new partner's page. */
export function SalesPartnerNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [send] = useCommand(createSalesPartner);
  // One id for the partner and one for the command while the page lives: a repeated click creates once.
  const [salesPartnerId] = useState(newCommandId);
  const [commandId] = useState(newCommandId);
  return (
    <PageCard title={t('routes.salesPartnerNew')} testId="sales-partner-new-page">
      <SalesPartnerForm
        initial={emptyPartnerDraft}
        submitLabel={t('salesPartners.actions.create')}
        onCancel={() => void navigate(partnerPath.list)}
        onSubmit={async (profile) => {
          const result = await send({ salesPartnerId, ...profile }, { commandId });
          if (result.error) return result.error;
          showMessage({ type: 'success', key: 'salesPartners.messages.created', params: { name: profile.name } });
          void navigate(partnerPath.detail(salesPartnerId));
          return null;
        }}
      />
    </PageCard>
  );
}
