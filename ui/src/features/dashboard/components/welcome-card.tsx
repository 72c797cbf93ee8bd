import { H3 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactBlock } from '@/components/contact-block.tsx';
import { paths } from '@/config/paths.ts';
import { currentDomain, useGetConfigDbQuery } from '@/lib/tenant.ts';

/** A visitor's start page: the partner's (or the operator's) name and contact, and the way to log in. */
export function WelcomeCard() {
  const { t } = useTranslation();
  const name = useGetConfigDbQuery(currentDomain()).data?.name;
  return (
    <section className="portal-welcome" data-testid="welcome">
      <H3>{name ? t('dashboard.welcome', { name }) : t('dashboard.welcomePlatform')}</H3>
      <p>{t('dashboard.intro')}</p>
      <ContactBlock showAddress />
      <p>{t('dashboard.loginCta')}</p>
      <Link className="bp6-button bp6-intent-primary bp6-large" to={paths.login} data-testid="login-cta">
        {t('shell.login')}
      </Link>
    </section>
  );
}
