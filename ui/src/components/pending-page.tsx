import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PageCard } from './page-card.tsx';

/**
 * What a route of the spec shows until its feature is built: the route, its guard and its
 * breadcrumb exist; the page says plainly that the view comes with a later stage.
 */
export function PendingPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <PageCard title={title} testId="pending-page">
      <Callout intent="primary" title={t('pages.pendingTitle')}>
        {t('pages.pendingText', { title })}
      </Callout>
    </PageCard>
  );
}
