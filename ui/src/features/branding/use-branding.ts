import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '@/components/toaster.tsx';
import { isProblem } from '@/lib/api.ts';
import { startupFailureMessage } from '@/lib/messages/rules.ts';
import { currentDomain, useGetConfigDbQuery } from '@/lib/tenant.ts';
import { themeVariables } from './theme.ts';

function applyTheme(variables: Record<string, string>, palette: string): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  root.dataset.palette = palette;
}

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Brands the page for the host's sales partner: theme colours and palette, favicon and the
 * document title. Runs once in the shell; a `recalcDesign` refetch reruns the effects, so the
 * page recolours without a reload.
 */
export function useBranding(): void {
  const { t } = useTranslation();
  const domain = currentDomain();
  const config = useGetConfigDbQuery(domain);
  const reported = useRef(false);

  useEffect(() => {
    const design = config.data;
    applyTheme(themeVariables(design?.color ?? '', design?.colorPalette ?? 'cold'), design?.colorPalette ?? 'cold');
  }, [config.data]);

  useEffect(() => {
    const id = config.data?.salesPartnerId;
    // The fetch time makes a changed favicon a new URL, so the browser does not keep the old one.
    if (id && config.data?.faviconUrl) setFavicon(`/api/getFavicon/${encodeURIComponent(id)}?v=${config.fulfilledTimeStamp ?? 0}`);
    else setFavicon('data:,');
  }, [config.data, config.fulfilledTimeStamp]);

  useEffect(() => {
    document.title = config.data?.name ?? t('shell.defaultName');
  }, [config.data, t]);

  useEffect(() => {
    if (reported.current || !config.isError) return;
    reported.current = true;
    const problem = isProblem(config.error) ? config.error : { isClientError: false, code: 'ERR_BAD_RESPONSE', message: '' };
    showMessage(startupFailureMessage(problem));
  }, [config.isError, config.error]);
}
