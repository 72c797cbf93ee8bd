import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error.tsx';
import { DesignForm } from '@/entities/design/design-form.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { useGetAccountQuery } from '../api.ts';

/** /account-settings/design: the partner changes its own logo, colour and palette. */
export function DesignPage() {
  const { t } = useTranslation();
  const { data: account, error } = useGetAccountQuery(undefined);
  return (
    <PageCard title={t('routes.design')} testId="account-design">
      <LoadError error={error} />
      {account ? (
        <DesignForm
          key={account.updatedAt}
          partner={account}
          texts="accountSettings.design"
          testIds={{ field: 'design', error: 'design' }}
        />
      ) : (
        !error && <Spinner />
      )}
    </PageCard>
  );
}
