import { useTranslation } from 'react-i18next';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';
import { PageCard } from '@/components/page-card.tsx';
import { useGetDocumentTemplatesQuery } from '../api.ts';
import { usePartnerParams } from '../partner-routes.ts';
import { PublishTemplateForm } from './publish-template-form.tsx';
import { TemplateVersionsGrid } from './template-versions-grid.tsx';
import './sales-partners.css';

/** /customer-management/sales-partner/{id}/document-template: publish a PDF, list the versions. */
export function DocumentTemplatePage() {
  const { t } = useTranslation();
  const { salesPartnerId } = usePartnerParams();
  const { data: templates, isFetching } = useGetDocumentTemplatesQuery(salesPartnerId);
  const paging = useKeysetPage();
  return (
    <PageCard title={t('routes.documentTemplate')} testId="sales-partner-document-template">
      <div className="portal-sp-detail">
        <PublishTemplateForm salesPartnerId={salesPartnerId} onPublished={paging.reset} />
        <TemplateVersionsGrid salesPartnerId={salesPartnerId} templates={templates} loading={isFetching} paging={paging} />
      </div>
    </PageCard>
  );
}
