import { Button, Divider, Drawer, H5, Menu, MenuItem, Radio, RadioGroup, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ContactBlock } from '@/components/contact-block.tsx';
import { LANGUAGES } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { showMessage } from '@/components/toaster.tsx';
import { isProblem } from '@/lib/api.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { useLogoutMutation } from '@/entities/session/session-api.ts';
import { useAppDispatch, useAppSelector } from '../hooks.ts';
import { showsAutoUpdateSwitch, userMenuFor } from '../menu.ts';
import { autoUpdateToggled, drawerToggled } from '../ui-slice.ts';

/**
 * The right drawer (spec section 2). Logged out: login, language, the partner's contact.
 * Logged in: account and personal settings by role, the auto-update switch (not for
 * customers) and logout.
 */
export function RightDrawer() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = useAppSelector((state) => state.ui.drawerOpen);
  const session = useAppSelector((state) => state.session);
  const autoUpdate = useAppSelector((state) => state.ui.autoUpdate);
  const close = () => dispatch(drawerToggled(false));
  const go = (path: string) => {
    close();
    void navigate(path);
  };
  const loggedIn = session.role !== 'default';
  const [logout, logoutCall] = useLogoutMutation();
  // The session slice is logged out either way (a failed call included); the toast says why.
  const leave = async () => {
    const result = await logout(undefined);
    if (result.error) showMessage(isProblem(result.error) ? messageFromProblem(result.error) : { type: 'error' });
    go(paths.login);
  };

  return (
    <Drawer isOpen={open} onClose={close} position="right" size="360px" title={loggedIn ? t('shell.userMenu') : t('shell.anonymous')} icon="user">
      <div className="portal-drawer" data-testid="right-drawer">
        {loggedIn ? (
          <>
            {session.user && (
              <p className="portal-drawer-user" data-testid="drawer-user">
                {session.user.prename} {session.user.name}
                <br />
                <small>{session.user.email}</small>
              </p>
            )}
            <Menu>
              {userMenuFor(session.role, session.customerType, session.userId).map((entry) => (
                <MenuItem key={entry.key} icon={entry.icon} text={t(`menu.${entry.key}`)} data-testid={`drawer-${entry.key}`} onClick={() => go(entry.path)} />
              ))}
            </Menu>
            {showsAutoUpdateSwitch(session.role) && (
              <Switch
                checked={autoUpdate}
                label={t('realtime.autoUpdate')}
                data-testid="drawer-auto-update"
                onChange={() => dispatch(autoUpdateToggled())}
              />
            )}
            <Button icon="log-out" data-testid="drawer-logout" loading={logoutCall.isLoading} onClick={() => void leave()}>
              {t('shell.logout')}
            </Button>
          </>
        ) : (
          <>
            <Button intent="primary" icon="log-in" fill data-testid="drawer-login" onClick={() => go(paths.login)}>
              {t('shell.login')}
            </Button>
            <Divider />
            <H5>{t('shell.language')}</H5>
            <RadioGroup selectedValue={i18n.language} onChange={(e) => void i18n.changeLanguage(e.currentTarget.value)} name="language">
              {LANGUAGES.map((language) => (
                <Radio key={language} value={language} label={t(`languages.${language}`)} />
              ))}
            </RadioGroup>
            <Divider />
            <H5>{t('shell.contact')}</H5>
            <ContactBlock />
          </>
        )}
      </div>
    </Drawer>
  );
}
