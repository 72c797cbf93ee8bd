import { Button, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard } from '@/components/page-card.tsx';
import { AuditHistorySection } from '@/entities/audit/audit-history-section.tsx';
import { useGetSalesPartnerQuery } from '../api.ts';
import { partnerPath, usePartnerParams } from '../partner-routes.ts';
import { LoadState } from './load-state.tsx';
import { PartnerActions } from './partner-actions.tsx';
import './sales-partners.css';
import { formatPhone } from '@/lib/format/phone.ts';

/** /customer-management/sales-partner/{id}: the partner at a glance, its screens and its actions. */
export function SalesPartnerDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { salesPartnerId } = usePartnerParams();
  const { data: partner, isError } = useGetSalesPartnerQuery(salesPartnerId);
  if (!partner) {
    return (
      <PageCard title={t('routes.salesPartners')} testId="sales-partner-detail">
        <LoadState failed={isError} />
      </PageCard>
    );
  }
  const links = [
    ['edit', partnerPath.edit],
    ['users', partnerPath.users],
    ['design', partnerPath.design],
    ['documentTemplate', partnerPath.documentTemplate],
    ['testMail', partnerPath.testMail],
    ['monthlyOverview', partnerPath.monthlyOverview],
  ] as const;
  const facts: [string, string][] = [
    ['subdomain', partner.subdomain],
    ['domains', partner.domains.join(', ')],
    ['mail', partner.mail],
    ['phone', formatPhone('', partner.phone)],
    ['address', `${partner.address.street} ${partner.address.streetNr}, ${partner.address.zipCode} ${partner.address.place} (${partner.address.country})`],
    ['currencies', partner.currencies.join(', ')],
    ['marketAreas', partner.marketAreas.join(', ')],
    ['communicationMail', partner.communicationMail],
  ];
  return (
    <PageCard title={partner.name} testId="sales-partner-detail">
      <div className="portal-sp-detail">
        <div className="portal-sp-toolbar">
          <Tag intent={partner.active ? 'success' : 'none'} data-testid="sp-status" data-active={String(partner.active)}>
            {partner.active ? t('salesPartners.status.active') : t('salesPartners.status.inactive')}
          </Tag>
          {partner.internal && <Tag minimal>{t('salesPartners.fields.internal')}</Tag>}
        </div>
        <dl className="portal-sp-facts">
          {facts.map(([key, value]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{t(`salesPartners.fields.${key}`)}</dt>
              <dd data-testid={`sp-fact-${key}`}>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="portal-sp-toolbar">
          {links.map(([crumb, to]) => (
            <Button key={crumb} data-testid={`sp-link-${crumb}`} onClick={() => void navigate(to(salesPartnerId))}>
              {t(`routes.${crumb}`)}
            </Button>
          ))}
        </div>
        <PartnerActions partner={partner} />
      </div>
      <AuditHistorySection streamId={`salesPartner-${salesPartnerId}`} />
    </PageCard>
  );
}
