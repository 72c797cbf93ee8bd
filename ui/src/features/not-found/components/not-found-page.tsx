import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageCard } from '@/components/page-card.tsx';
import { paths } from '@/config/paths.ts';

/** /not-found, where every unknown path lands; one link back to the start. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageCard title={t('notFound.title')} testId="not-found">
      <NonIdealState
        icon="offline"
        description={t('notFound.text')}
        action={
          <Link className="bp6-button bp6-intent-primary" to={paths.dashboard} data-testid="back-to-start">
            {t('notFound.back')}
          </Link>
        }
      />
    </PageCard>
  );
}
