import { Breadcrumb, type BreadcrumbProps, Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { guardDecision } from '../guards.ts';
import { useAppSelector } from '../hooks.ts';
import { paramLabel } from './crumb-labels.tsx';
import { type Crumb, crumbsMayRead, crumbTrail } from './crumb-trail.ts';

/** Breadcrumbs from the matched routes of the route table: start, then each named level. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const session = useAppSelector((state) => state.session);
  // Names are read only where the guards let the user in (and once the session is known).
  const mayRead = session.checked && crumbsMayRead(matches, (guard) => guardDecision(guard, session, '/').allow);
  const items: BreadcrumbProps[] = [
    { text: t('routes.home'), icon: 'home', onClick: () => void navigate(paths.root) },
    ...crumbTrail(matches, paths.root).map((crumb) => ({ text: crumbText(crumb, t, mayRead), onClick: () => void navigate(crumb.path) })),
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

function crumbText(crumb: Crumb, t: (key: string) => string, mayRead: boolean) {
  if ('crumb' in crumb) return t(`routes.${crumb.crumb}`);
  const Label = mayRead ? paramLabel(crumb.param) : undefined;
  return Label ? <Label id={crumb.value} /> : crumb.value;
}
