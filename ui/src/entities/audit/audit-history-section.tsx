import { Button, H3, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error.tsx';
import { formatTimestamp } from '@/lib/format/date.ts';
import { useGetAuditHistoryQuery, useGetAuditStreamsQuery } from './audit-api.ts';
import { ActorText, ChangeLines, EntryType } from './audit-entry-parts.tsx';
import { auditStreamPath, lastEventsAfter } from './audit-values.ts';

/**
 * The history section of a detail page (a sales partner, a user): the stream's last events and
 * the way to its audit page. Closed at first: every audit read is recorded as the reader's
 * (ADR 26), so the page reads the log only when the admin asks for the history.
 */
export function AuditHistorySection({ streamId, count = 5 }: { streamId: string; count?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="portal-audit-section" data-testid="audit-history-section" aria-label={t('auditHistory.title')}>
      <H3 className="portal-audit-section-title">{t('auditHistory.title')}</H3>
      <div className="portal-audit-section-actions">
        <Button data-testid="audit-history-toggle" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
          {t(open ? 'auditHistory.hide' : 'auditHistory.show')}
        </Button>
        <Link to={auditStreamPath(streamId)} data-testid="audit-history-open">
          {t('auditHistory.openInAudit')}
        </Link>
      </div>
      {open && <LastEvents streamId={streamId} count={count} />}
    </section>
  );
}

/** The last `count` events, newest first: the stream's length from the search, then that page of its history. */
function LastEvents({ streamId, count }: { streamId: string; count: number }) {
  const { t } = useTranslation();
  const search = useGetAuditStreamsQuery({ prefix: streamId, limit: 1 });
  // The search is by prefix: the first stream in byte order is the id itself, if it exists.
  const stream = search.data?.items[0]?.streamId === streamId ? search.data.items[0] : undefined;
  const history = useGetAuditHistoryQuery(stream ? { streamId, after: lastEventsAfter(stream.events, count), limit: count } : skipToken);
  if (search.error || history.error) return <LoadError error={search.error ?? history.error} />;
  if (!search.data || (stream && !history.data)) return <Spinner size={24} />;
  if (!stream || !history.data) return <p data-testid="audit-history-none">{t('auditHistory.empty')}</p>;
  const entries = [...history.data.items].reverse();
  return (
    <div data-testid="audit-history-last">
      <p className="portal-audit-muted">{t('auditHistory.last', { count: entries.length, total: stream.events })}</p>
      <ol className="portal-audit-compact">
        {entries.map((entry) => (
          <li key={entry.revision} data-testid="audit-history-entry" data-revision={entry.revision}>
            <div className="portal-audit-compact-head">
              <span>{formatTimestamp(entry.recordedAt)}</span>
              <EntryType entry={entry} />
              <ActorText actor={entry.actor} />
            </div>
            {entry.reason && <div>{entry.reason}</div>}
            <ChangeLines changes={entry.changes} />
          </li>
        ))}
      </ol>
    </div>
  );
}
