import { Button, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { isNumberId } from '@portal/events/validation';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DetailTable } from '@/components/detail-table.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { paths } from '@/config/paths.ts';
import { isNotFound } from '@/lib/api.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import { type OfferDetail, useGetOfferDetailQuery } from '../api.ts';
import { factRows } from '../offer-facts.ts';
import { offerTimeSeriesPath, PRICING_TASK } from '../offer-table.ts';
import { PricingForm } from './pricing-form.tsx';
import { ChangeFlagPanel, ReleasePanel } from './release-panel.tsx';
import '../offer-tasks.css';

/** An offer number that is none, a task type offers do not have, or a 404: the not-found state. */
export function OfferNotFound({ offerId }: { offerId: string }) {
  const { t } = useTranslation();
  return (
    <PageCard title={t('notFound.title')} testId="offer-not-found">
      <NonIdealState
        icon="offline"
        description={t('offerTasks.edit.notFound', { offerId })}
        action={
          <Link className="bp6-button bp6-intent-primary" to={paths.tasks.offer}>
            {t('offerTasks.edit.back')}
          </Link>
        }
      />
    </PageCard>
  );
}

function OfferTask({ detail }: { detail: OfferDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: config } = useConfigSelect();
  const certificates = useMemo(() => new Map((config?.certificatesConfig ?? []).map((c) => [c.id, c.name])), [config]);
  return (
    <>
      <H4>{t('offerTasks.facts.title')}</H4>
      <DetailTable rows={factRows(detail, t, (id) => certificates.get(id) ?? id)} testId="offer-facts" />
      <div className="portal-offer-actions">
        <Button onClick={() => void navigate(offerTimeSeriesPath(detail.row.offerId))} data-testid="offer-time-series">
          {t('offerTasks.edit.timeSeries')}
        </Button>
        <Button variant="minimal" onClick={() => void navigate(paths.tasks.offer)} data-testid="offer-back">
          {t('offerTasks.edit.back')}
        </Button>
      </div>
      <ChangeFlagPanel detail={detail} />
      {/* A new state or new prices from elsewhere start the form again from the offer as it is now. */}
      <PricingForm key={`${detail.row.status}:${detail.row.updatedAt}`} detail={detail} />
      {/* A refusal belongs to the state it was given in. */}
      <ReleasePanel key={detail.row.status} detail={detail} />
    </>
  );
}

/**
 * /tasks-management/offer/{offerId}/edit/{taskTypeId}: task type 1 (pricing and release) of one
 * offer: its key facts, the change flag, the pricing form with its preview, and the release.
 */
export function OfferTaskPage() {
  const { t } = useTranslation();
  const { offerId = '', taskTypeId } = useParams();
  const known = taskTypeId === PRICING_TASK && isNumberId(offerId);
  const { data, isLoading, error } = useGetOfferDetailQuery(offerId, { skip: !known });
  if (!known || isNotFound(error)) return <OfferNotFound offerId={offerId} />;
  return (
    <PageCard title={t('offerTasks.edit.title', { offerId })} testId="offer-task-page">
      {isLoading && <Spinner size={32} />}
      <LoadError error={error} />
      {data && <OfferTask detail={data} />}
    </PageCard>
  );
}
