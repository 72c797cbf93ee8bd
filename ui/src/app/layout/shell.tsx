import { Callout } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LAYOUT } from '@/config/constants.ts';
import { groupDigits } from '@/lib/format/digits.ts';
import { useAfterFirstScreen } from '@/lib/after-first-screen.ts';
import { useBranding } from '@/features/branding/index.ts';
import { PortalTermsDialog } from '@/features/terms/index.ts';
import { useAppSelector } from '../hooks.ts';
import { useRealtime } from '../use-realtime.ts';
import { useSessionBootstrap } from '../use-session-bootstrap.ts';
import { useBelowMinimumScreen } from '../use-viewport.ts';
import { AdminMessageDialog } from './admin-message-dialog.tsx';
import { Footer } from './footer.tsx';
import { RightDrawer } from './right-drawer.tsx';
import { SectionNav } from './section-nav.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

// The banner and its date arithmetic (luxon) follow the first screen instead of delaying it
// (useAfterFirstScreen).
const CookieBanner = lazy(async () => ({ default: (await import('@/features/cookies/index.ts')).CookieBanner }));

/** The frame of every page: top bar, left menu, content, footer, drawer and dialogs. */
export function Shell() {
  const { t } = useTranslation();
  useBranding();
  useSessionBootstrap();
  useRealtime();
  const realtime = useAppSelector((state) => state.ui.realtime);
  const tooSmall = useBelowMinimumScreen();
  const afterFirstScreen = useAfterFirstScreen();
  return (
    <div className="portal-shell" data-realtime={realtime}>
      <a className="portal-skip-link" href="#portal-content">
        {t('shell.skipToContent')}
      </a>
      <TopBar />
      <div className="portal-body">
        <SideMenu />
        <main id="portal-content" className="portal-main">
          {tooSmall && (
            <Callout className="portal-screen-hint" intent="warning" compact>
              {t('shell.screenTooSmall', { width: groupDigits(String(LAYOUT.minScreen.width)), height: groupDigits(String(LAYOUT.minScreen.height)) })}
            </Callout>
          )}
          <SectionNav />
          <Outlet />
          <Footer />
        </main>
      </div>
      <RightDrawer />
      <Suspense fallback={null}>
        {afterFirstScreen && <CookieBanner />}
      </Suspense>
      <AdminMessageDialog />
      <PortalTermsDialog />
    </div>
  );
}
