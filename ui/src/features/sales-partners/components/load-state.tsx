import { Callout, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** What a page shows until its data is there: a spinner, or a notice once the read failed for good. */
export function LoadState({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  if (!failed) return <Spinner />;
  return (
    <Callout intent="danger" data-testid="sp-load-failed">
      {t('salesPartners.loadFailed')}
    </Callout>
  );
}
