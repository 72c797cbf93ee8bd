import { useTranslation } from 'react-i18next';
import { DesignForm } from '@/entities/design/design-form.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { useGetSalesPartnerQuery } from '../api.ts';
import { usePartnerParams } from '../partner-routes.ts';
import { LoadState } from './load-state.tsx';

/** /customer-management/sales-partner/{id}/design: the admin changes a partner's logo, colour and palette. */
export function DesignPage() {
  const { t } = useTranslation();
  const { salesPartnerId } = usePartnerParams();
  const { data: partner, isError } = useGetSalesPartnerQuery(salesPartnerId);
  return (
    <PageCard title={t('routes.design')} testId="sales-partner-design">
      {partner ? (
        <DesignForm
          key={partner.updatedAt}
          partner={partner}
          texts="salesPartners.design"
          testIds={{ field: 'sp-design', error: 'sp' }}
        />
      ) : (
        <LoadState failed={isError} />
      )}
    </PageCard>
  );
}
