import { Callout, H3 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactBlock } from '@/components/contact-block.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { paths } from '@/config/paths.ts';
import { currentDomain, useGetConfigDbQuery, useGetContactQuery } from '@/lib/tenant.ts';

/**
 * / and /dashboard. For a visitor (role default) a welcome card with the partner's name and
 * contact and the way to log in; the to-dos, tranches, offers and market teaser of logged-in
 * roles arrive with their features.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const contact = useGetContactQuery(currentDomain());
  const name = useGetConfigDbQuery(currentDomain()).data?.name;
  return (
    <PageCard title={t('routes.dashboard')} testId="dashboard">
      <section className="portal-welcome" data-testid="welcome">
        <H3>{name ? t('dashboard.welcome', { name }) : t('dashboard.welcomePlatform')}</H3>
        <p>{t('dashboard.intro')}</p>
        {contact.isError && <Callout intent="warning">{t('dashboard.noTenant')}</Callout>}
        <ContactBlock showAddress />
        <p>{t('dashboard.loginCta')}</p>
        <Link className="bp6-button bp6-intent-primary bp6-large" to={paths.login} data-testid="login-cta">
          {t('shell.login')}
        </Link>
      </section>
    </PageCard>
  );
}
