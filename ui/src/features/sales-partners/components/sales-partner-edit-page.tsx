import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { savedMessage } from '@/components/forms/command-refusal.ts';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { useCommand } from '@/lib/commands.ts';
import { useGetSalesPartnerQuery } from '../api.ts';
import { changeSalesPartner } from '../partner-commands.ts';
import { partnerDraftOf } from '../partner-draft.ts';
import { partnerPath, usePartnerParams } from '../partner-routes.ts';
import { LoadState } from './load-state.tsx';
import { SalesPartnerForm } from './sales-partner-form.tsx';

/** /customer-management/sales-partner/{id}/edit: ChangeSalesPartner replaces the whole profile. */
export function SalesPartnerEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { salesPartnerId } = usePartnerParams();
  const { data: partner, isError } = useGetSalesPartnerQuery(salesPartnerId);
  const [send] = useCommand(changeSalesPartner);
  return (
    <PageCard title={partner ? `${t('routes.edit')}: ${partner.name}` : t('routes.edit')} testId="sales-partner-edit-page">
      {!partner ? (
        <LoadState failed={isError} />
      ) : (
        <SalesPartnerForm
          // A fresh form per loaded version: a refetch after saving must not keep stale values.
          key={partner.updatedAt}
          initial={partnerDraftOf(partner)}
          submitLabel={t('salesPartners.actions.save')}
          onCancel={() => void navigate(partnerPath.detail(salesPartnerId))}
          onSubmit={async (profile) => {
            const result = await send({ salesPartnerId, ...profile });
            if (result.error) return result.error;
            showMessage(savedMessage);
            void navigate(partnerPath.detail(salesPartnerId));
            return null;
          }}
        />
      )}
    </PageCard>
  );
}
