import { Button } from '@blueprintjs/core';
import type { AuditEntry, AuditHistory } from '@portal/events/read-contracts';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { forwardKeysetPage } from '@/components/grid/forward-paging.ts';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import type { ForwardPaging } from '@/components/grid/use-forward-paging.ts';
import { ActorText, ChangeLines, EntryType, IdsLine } from '@/entities/audit/audit-entry-parts.tsx';
import { formatTimestamp } from '@/lib/format/date.ts';

/** What a history row hands to the state and diff panels: itself as a moment. */
export interface RowMoments {
  stateAfter: (entry: AuditEntry) => void;
  diffFrom: (entry: AuditEntry) => void;
  diffTo: (entry: AuditEntry) => void;
}

type Cell = ICellRendererParams<AuditEntry>;

function historyColumns(t: TFunction, moments: RowMoments): ColDef<AuditEntry>[] {
  const wrapped = { wrapText: true, autoHeight: true } as const;
  return [
    {
      colId: 'time',
      headerName: t('auditHistory.columns.time'),
      minWidth: 140,
      ...wrapped,
      cellRenderer: ({ data }: Cell) =>
        data ? (
          <div className="portal-audit-history-cell">
            <div data-testid="audit-time">{formatTimestamp(data.recordedAt)}</div>
            <div className="portal-audit-muted">{t('audit.history.revision', { revision: data.revision })}</div>
          </div>
        ) : null,
    },
    { colId: 'type', headerName: t('auditHistory.columns.type'), minWidth: 150, ...wrapped, cellRenderer: ({ data }: Cell) => (data ? <EntryType entry={data} /> : null) },
    { colId: 'actor', headerName: t('auditHistory.columns.actor'), minWidth: 140, ...wrapped, cellRenderer: ({ data }: Cell) => (data ? <ActorText actor={data.actor} /> : null) },
    { colId: 'reason', headerName: t('auditHistory.columns.reason'), field: 'reason', minWidth: 100, ...wrapped },
    {
      colId: 'changes',
      headerName: t('auditHistory.columns.changes'),
      flex: 3,
      minWidth: 240,
      ...wrapped,
      cellRenderer: ({ data }: Cell) =>
        data ? (
          <div className="portal-audit-history-cell">
            <ChangeLines changes={data.changes} />
            <IdsLine entry={data} />
          </div>
        ) : null,
    },
    {
      colId: 'actions',
      headerName: t('audit.columns.actions'),
      minWidth: 130,
      ...wrapped,
      cellRenderer: ({ data }: Cell) =>
        data ? (
          <div className="portal-audit-row-actions">
            <Button size="small" data-testid="audit-row-state" onClick={() => moments.stateAfter(data)}>
              {t('audit.history.stateAfter')}
            </Button>
            <Button size="small" data-testid="audit-row-from" onClick={() => moments.diffFrom(data)}>
              {t('audit.history.diffFrom')}
            </Button>
            <Button size="small" data-testid="audit-row-to" onClick={() => moments.diffTo(data)}>
              {t('audit.history.diffTo')}
            </Button>
          </div>
        ) : null,
    },
  ];
}

/**
 * A stream's events in the order they were recorded, 10 a page ("next" asks for the events
 * after the page's last revision): time, type, who, why, what changed and the ids that tie the
 * event to its command; each row can be the moment of the state and of either end of a diff.
 */
export function HistoryGrid({ history, loading, paging, moments }: { history: AuditHistory | undefined; loading: boolean; paging: ForwardPaging; moments: RowMoments }) {
  const { t } = useTranslation();
  const columns = useMemo(() => historyColumns(t, moments), [t, moments]);
  return (
    <KeysetGrid
      columns={columns}
      page={history ? forwardKeysetPage(history.items, history.next, paging.pageNumber) : undefined}
      loading={loading}
      paging={paging}
      getRowId={(row) => String(row.revision)}
      emptyKey="auditHistory.empty"
      testId="audit-history-grid"
    />
  );
}
