import { Breadcrumbs as BpBreadcrumbs, type BreadcrumbProps } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import type { CrumbHandle } from '../router.tsx';

/** Breadcrumbs from the matched routes of the route table: start, then each named level. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const items: BreadcrumbProps[] = [{ text: t('routes.home'), icon: 'home', onClick: () => void navigate(paths.root) }];
  const seen = new Set<string>();
  for (const match of matches) {
    const handle = match.handle as CrumbHandle | undefined;
    if (!handle || match.pathname === paths.root) continue;
    const text = handle.param ? decodeURIComponent(match.params[handle.param] ?? '') : handle.crumb ? t(`routes.${handle.crumb}`) : '';
    const key = `${match.pathname}:${text}`;
    if (!text || seen.has(key)) continue;
    seen.add(key);
    items.push({ text, onClick: () => void navigate(match.pathname) });
  }
  // The last crumb is the page itself: not a link.
  const last = items.at(-1);
  if (last && items.length > 1) delete last.onClick;
  return (
    <nav aria-label={t('shell.breadcrumbs')} data-testid="breadcrumbs" className="portal-breadcrumbs">
      <BpBreadcrumbs items={items} />
    </nav>
  );
}
