import { Button, Icon, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { TenantLogo } from '@/features/branding/index.ts';
import { currentDomain, useGetContactQuery } from '@/lib/tenant.ts';
import { useAppDispatch, useAppSelector } from '../hooks.ts';
import { drawerToggled, sideMenuToggled } from '../ui-slice.ts';
import { useViewportSize } from '../use-viewport.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';

/** Logo, breadcrumbs, the realtime state and the user avatar that opens the right drawer. */
export function TopBar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const role = useAppSelector((state) => state.session.role);
  const realtime = useAppSelector((state) => state.ui.realtime);
  const drawerOpen = useAppSelector((state) => state.ui.drawerOpen);
  const contact = useGetContactQuery(currentDomain());
  // Below the small breakpoint the side menu hides behind this button.
  const small = useViewportSize() === 'small';
  return (
    <header className="portal-top-bar">
      {small && <Button variant="minimal" icon="menu" aria-label={t('shell.openMenu')} onClick={() => dispatch(sideMenuToggled())} />}
      <Link to={paths.root} className="portal-logo-link" aria-label={contact.data?.name ?? t('shell.defaultName')}>
        <TenantLogo alt={contact.data?.name ?? t('shell.defaultName')} />
      </Link>
      <Breadcrumbs />
      <span className={`portal-realtime portal-realtime-${realtime}`} title={realtime} aria-hidden />
      {/* Closed while the drawer is open, and not opened by focus: the drawer hands the focus
          back to the avatar when it closes, which would leave the tooltip standing. */}
      <Tooltip
        content={role === 'default' ? t('shell.anonymous') : t('shell.userMenu')}
        placement="bottom-end"
        disabled={drawerOpen}
        openOnTargetFocus={false}
      >
        <Button
          className="portal-avatar"
          data-testid="user-avatar"
          data-role={role}
          variant="minimal"
          aria-label={t('shell.userMenu')}
          onClick={() => dispatch(drawerToggled(true))}
        >
          <span className="portal-avatar-circle">
            <Icon icon={role === 'default' ? 'user' : 'person'} size={20} />
          </span>
        </Button>
      </Tooltip>
    </header>
  );
}
