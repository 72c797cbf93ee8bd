import { H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ContactBlock } from '@/components/contact-block.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { PLATFORM_OPERATOR } from '@/config/platform-operator.ts';
import { currentDomain, useGetContactQuery } from '@/lib/tenant.ts';

/** /imprint: the partner offering the portal on this domain, then the platform operator. */
export function ImprintPage() {
  const { t } = useTranslation();
  const contact = useGetContactQuery(currentDomain());
  const operator = PLATFORM_OPERATOR;
  const operatorPlace = [operator.zipCode, operator.place].filter(Boolean).join(' ');
  return (
    <PageCard title={t('imprint.title')} testId="imprint">
      <section className="portal-imprint-section">
        <H4>{t('imprint.provider')}</H4>
        {contact.data ? <ContactBlock showAddress /> : !contact.isLoading && <p>{t('imprint.noProvider')}</p>}
      </section>
      <section className="portal-imprint-section" data-testid="platform-operator">
        <H4>{t('imprint.operator')}</H4>
        <address className="portal-contact">
          <strong>{operator.name}</strong>
          {operator.street && <span>{operator.street}</span>}
          {operatorPlace && <span>{operatorPlace}</span>}
          <span>{operator.country}</span>
          {operator.mail && <a href={`mailto:${operator.mail}`}>{operator.mail}</a>}
          {operator.register && (
            <span>
              {t('imprint.register')}: {operator.register}
            </span>
          )}
          {operator.vat && (
            <span>
              {t('imprint.vat')}: {operator.vat}
            </span>
          )}
        </address>
      </section>
      <section className="portal-imprint-section">
        <H4>{t('imprint.disclaimerTitle')}</H4>
        <p>{t('imprint.disclaimer')}</p>
      </section>
      <section className="portal-imprint-section">
        <H4>{t('imprint.privacyTitle')}</H4>
        <p>{t('imprint.privacy')}</p>
      </section>
    </PageCard>
  );
}
