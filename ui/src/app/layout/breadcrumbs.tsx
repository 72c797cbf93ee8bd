import { Breadcrumb, type BreadcrumbProps, Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { paramLabel } from './crumb-labels.tsx';
import { type Crumb, crumbTrail } from './crumb-trail.ts';

/** Breadcrumbs from the matched routes of the route table: start, then each named level. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items: BreadcrumbProps[] = [
    { text: t('routes.home'), icon: 'home', onClick: () => void navigate(paths.root) },
    ...crumbTrail(useMatches(), paths.root).map((crumb) => ({ text: crumbText(crumb, t), onClick: () => void navigate(crumb.path) })),
  ];
  // The last crumb is the page itself: not a link.
  const last = items.at(-1);
  if (last && items.length > 1) delete last.onClick;
  return (
    <nav aria-label={t('shell.breadcrumbs')} data-testid="breadcrumbs" className="portal-breadcrumbs">
      {/* Blueprint's Breadcrumbs puts its overflow spacer <div> inside the list, which screen
          readers then misread; the trail is short enough to wrap instead of collapsing. */}
      <ol className={Classes.BREADCRUMBS}>
        {items.map((item, index) => (
          <li key={index}>
            <Breadcrumb {...item} current={index === items.length - 1} />
          </li>
        ))}
      </ol>
    </nav>
  );
}

function crumbText(crumb: Crumb, t: (key: string) => string) {
  if ('crumb' in crumb) return t(`routes.${crumb.crumb}`);
  const Label = paramLabel(crumb.param);
  return Label ? <Label id={crumb.value} /> : crumb.value;
}
