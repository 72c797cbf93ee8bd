import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { TermsLinks } from '@/features/terms/index.ts';
import { currentDomain, useGetContactQuery } from '@/lib/tenant.ts';

/** Imprint and the portal terms documents of the host's partner. */
export function Footer() {
  const { t } = useTranslation();
  const domain = currentDomain();
  const contact = useGetContactQuery(domain);
  return (
    <footer className="portal-footer" data-testid="footer">
      <span>
        © {new Date().getFullYear()} {contact.data?.name ?? t('shell.defaultName')}
      </span>
      <Link to={paths.imprint} data-testid="imprint-link">
        {t('shell.imprint')}
      </Link>
      <span className="portal-footer-terms" role="group" aria-label={t('shell.terms')}>
        <TermsLinks domain={domain} />
      </span>
    </footer>
  );
}
