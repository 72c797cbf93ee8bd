import { Button, Callout, Spinner } from '@blueprintjs/core';
import type { MarginsServiceFeesAnswer } from '@portal/events/read-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { savedMessage } from '@/components/forms/command-refusal.ts';
import { useCommandForm } from '@/components/forms/use-command-form.ts';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { formatDateTime } from '@/lib/format/date.ts';
import { setMarginsServiceFees, useGetMarginsServiceFeesQuery } from '../api.ts';
import { draftOf, feeDraftErrors, feesData, withValue } from '../fee-draft.ts';
import { ProductFeeRow } from './product-fee-row.tsx';
import './margins-service-fees.css';

/** /admin/margins-service-fees: the partner sets its margin and service fees, one row per product. */
export function MarginsServiceFeesPage() {
  const { t } = useTranslation();
  const { data, error } = useGetMarginsServiceFeesQuery(undefined);
  return (
    <PageCard title={t('routes.marginsServiceFees')} testId="margins-service-fees-page">
      <LoadError error={error} />
      {/* A saved answer starts the form afresh from what the server stored. */}
      {data ? <FeesForm key={data.updatedAt ?? 'defaults'} answer={data} /> : !error && <Spinner />}
    </PageCard>
  );
}

function FeesForm({ answer }: { answer: MarginsServiceFeesAnswer }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(answer.fees));
  const form = useCommandForm(setMarginsServiceFees, { fields: ['fees'], ownErrors: feeDraftErrors(draft) });
  return (
    <form {...form.formProps} noValidate onSubmit={form.onSubmit(() => feesData(answer.salesPartnerId, draft), () => showMessage(savedMessage))}>
      <p>{t('marginsServiceFees.intro')}</p>
      <Callout className="portal-fees-status" data-testid="msf-status">
        {answer.updatedAt ? t('marginsServiceFees.updatedAt', { date: formatDateTime(answer.updatedAt) }) : t('marginsServiceFees.neverSet')}
      </Callout>
      {draft.map((row, index) => (
        <ProductFeeRow
          key={row.product}
          row={row}
          index={index}
          errors={form.errors}
          onChange={(field, value) => {
            setDraft((current) => withValue(current, row.product, field, value));
            form.edited();
          }}
        />
      ))}
      <div className="portal-fees-actions">
        <Button type="submit" intent="primary" loading={form.sending} data-testid="msf-save">
          {t('marginsServiceFees.save')}
        </Button>
      </div>
    </form>
  );
}
