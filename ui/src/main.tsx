import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { applyLayoutVariables } from '@/app/layout-variables.ts';
import { Providers } from '@/app/providers.tsx';
import { createRouter } from '@/app/router.tsx';
import { loggedOut } from '@/app/session-slice.ts';
import { createStore } from '@/app/store.ts';
import { setMessageEffects } from '@/components/toaster.tsx';
import { loginPath, paths } from '@/config/paths.ts';
import { registerIcons } from '@/lib/icons.ts';
import { i18n } from '@/lib/i18n/setup.ts';
import { registerFeatureCatalogues } from '@/app/feature-catalogues.ts';

registerIcons();
registerFeatureCatalogues(i18n);
applyLayoutVariables();

const store = createStore();
const router = createRouter(store);

// NOT_AUTHORIZED (spec section 4): log out and go to /login with the current path as redirect.
setMessageEffects({
  logout: () => {
    store.dispatch(loggedOut());
    const { pathname, search } = router.state.location;
    // On the login page itself (an expired first step) the page starts over instead.
    if (pathname !== paths.login) void router.navigate(loginPath(`${pathname}${search}`));
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
