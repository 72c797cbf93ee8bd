import { H3, NonIdealState } from '@blueprintjs/core';
import type { AuditEntry } from '@portal/events/read-contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useForwardPaging } from '@/components/grid/use-forward-paging.ts';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { ROWS_PER_PAGE } from '@/config/constants.ts';
import { useGetAuditHistoryQuery } from '@/entities/audit/audit-api.ts';
import { isNotFound } from '@/lib/api.ts';
import { type Moment, noMoment } from '../audit-moment.ts';
import { type DiffSpan, DiffPanel } from './diff-panel.tsx';
import { HistoryGrid, type RowMoments } from './history-grid.tsx';
import { StatePanel } from './state-panel.tsx';
import './audit-pages.css';

/** /audit/streams/{streamId}: one stream's history, its state as of a moment and a diff. */
export function AuditStreamPage() {
  const { streamId = '' } = useParams();
  // Another stream is another page: paging, moments and answers start afresh.
  return <StreamAudit key={streamId} streamId={streamId} />;
}

const eventMoment = (entry: AuditEntry): Moment => ({ kind: 'event', entry });

function StreamAudit({ streamId }: { streamId: string }) {
  const { t } = useTranslation();
  const paging = useForwardPaging();
  const history = useGetAuditHistoryQuery({ streamId, after: paging.after, limit: ROWS_PER_PAGE });
  const [asOf, setAsOf] = useState<Moment>(noMoment);
  const [asOfSent, setAsOfSent] = useState<string | null>(null);
  const [from, setFrom] = useState<Moment>(noMoment);
  const [to, setTo] = useState<Moment>(noMoment);
  const [diffSent, setDiffSent] = useState<DiffSpan | null>(null);

  const stateAfter = useCallback((entry: AuditEntry) => {
    setAsOf(eventMoment(entry));
    setAsOfSent(entry.globalPosition);
    document.getElementById('audit-state')?.scrollIntoView({ block: 'nearest' });
  }, []);
  const moments = useMemo<RowMoments>(() => ({ stateAfter, diffFrom: (entry) => setFrom(eventMoment(entry)), diffTo: (entry) => setTo(eventMoment(entry)) }), [stateAfter]);

  if (isNotFound(history.error)) {
    return (
      <PageCard title={streamId} testId="audit-stream-page">
        <div data-testid="audit-stream-not-found">
          <NonIdealState icon="error" description={t('audit.notFound', { streamId })} className="portal-grid-empty" />
        </div>
      </PageCard>
    );
  }
  return (
    <PageCard title={streamId} testId="audit-stream-page">
      <section aria-labelledby="audit-history-title">
        <H3 id="audit-history-title">{t('audit.history.title')}</H3>
        <LoadError error={history.error} />
        <HistoryGrid history={history.data} loading={history.isFetching} paging={paging} moments={moments} />
      </section>
      <StatePanel streamId={streamId} moment={asOf} onMoment={setAsOf} sent={asOfSent} onSend={setAsOfSent} />
      <DiffPanel streamId={streamId} from={from} to={to} onFrom={setFrom} onTo={setTo} sent={diffSent} onSend={setDiffSent} />
    </PageCard>
  );
}
