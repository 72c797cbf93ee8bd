import { Button, Classes, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../hooks.ts';
import { menuFor } from '../menu.ts';
import { sideMenuToggled } from '../ui-slice.ts';
import { useViewportSize } from '../use-viewport.ts';

/**
 * The left menu of the user's role. Full width from the large breakpoint on (unless the user
 * made it mini), mini between the breakpoints, and below the small one hidden until opened.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const role = useAppSelector((state) => state.session.role);
  const toggled = useAppSelector((state) => state.ui.sideMenuMini);
  const viewport = useViewportSize();
  const mode = viewport === 'small' ? (toggled ? 'overlay' : 'hidden') : viewport === 'medium' || toggled ? 'mini' : 'full';
  if (mode === 'hidden') return null;
  return (
    <nav className={`portal-side-menu portal-side-menu-${mode}`} data-testid="side-menu" aria-label="menu">
      {/* Blueprint's look of a menu, a plain list of links underneath: role="menu" would promise
          arrow-key menu behaviour to screen readers, and its items would have to be menuitems. */}
      <ul className={Classes.MENU}>
        {menuFor(role).map((entry) => (
          <li key={entry.key}>
            <NavLink
              to={entry.path}
              className={({ isActive }) => `bp6-menu-item portal-menu-item${isActive ? ' bp6-active bp6-intent-primary' : ''}`}
              title={t(`menu.${entry.key}`)}
              data-testid={`menu-${entry.key}`}
            >
              <Icon icon={entry.icon} />
              {mode !== 'mini' && <span className="bp6-text-overflow-ellipsis bp6-fill">{t(`menu.${entry.key}`)}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
      {viewport === 'large' && (
        <Button
          className="portal-menu-collapse"
          variant="minimal"
          icon={toggled ? 'menu-open' : 'menu-closed'}
          aria-label={toggled ? t('shell.expandMenu') : t('shell.collapseMenu')}
          onClick={() => dispatch(sideMenuToggled())}
        />
      )}
    </nav>
  );
}
