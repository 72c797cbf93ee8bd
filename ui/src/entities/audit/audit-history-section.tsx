import { Button, H3, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error.tsx';
import { isNotFound } from '@/lib/api.ts';
import { formatTimestamp } from '@/lib/format/date.ts';
import { useGetAuditHistoryQuery } from './audit-api.ts';
import { ActorText, ChangeLines, EntryType } from './audit-entry-parts.tsx';
import { auditStreamPath } from './audit-values.ts';

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

/** The last `count` events, newest first, and the stream's length: one recorded read. */
function LastEvents({ streamId, count }: { streamId: string; count: number }) {
  const { t } = useTranslation();
  const history = useGetAuditHistoryQuery({ streamId, last: count });
  // A stream nobody wrote yet is no error here: the entity simply has no history.
  if (isNotFound(history.error)) return <p data-testid="audit-history-none">{t('auditHistory.empty')}</p>;
  if (history.error) return <LoadError error={history.error} />;
  if (!history.data) return <Spinner size={24} />;
  const entries = [...history.data.items].reverse();
  return (
    <div data-testid="audit-history-last">
      <p className="portal-audit-muted">{t('auditHistory.last', { count: entries.length, total: history.data.events })}</p>
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
