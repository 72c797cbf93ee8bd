import { BlueprintProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18n } from '@/lib/i18n/setup.ts';
import type { AppStore } from './store.ts';

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BlueprintProvider>{children}</BlueprintProvider>
      </I18nextProvider>
    </Provider>
  );
}
