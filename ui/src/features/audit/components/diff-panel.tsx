import { Button, H3 } from '@blueprintjs/core';
import type { AuditChange, AuditDiff } from '@portal/events/read-contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ColDef } from 'ag-grid-community';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { localKeysetPage } from '@/components/grid/keyset-paging.ts';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';
import { LoadError } from '@/components/load-error.tsx';
import { useGetAuditDiffQuery } from '@/entities/audit/audit-api.ts';
import { formatAuditValue } from '@/entities/audit/audit-values.ts';
import { formatTimestamp } from '@/lib/format/date.ts';
import { type Moment, momentParam, momentProblem, momentRefusal } from '../audit-moment.ts';
import { MomentField } from './moment-field.tsx';

export interface DiffSpan {
  from: string;
  to: string;
}

export interface DiffPanelProps {
  streamId: string;
  from: Moment;
  to: Moment;
  onFrom: (moment: Moment) => void;
  onTo: (moment: Moment) => void;
  sent: DiffSpan | null;
  onSend: (span: DiffSpan) => void;
}

const CHANGES_PER_PAGE = 25;

/**
 * "Diff": the fields that changed between two moments (pickers, or rows of the history), with
 * the events both ends resolved to. A reversed span reads backwards, as the server answers it.
 */
export function DiffPanel({ streamId, from, to, onFrom, onTo, sent, onSend }: DiffPanelProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const { data, error, isFetching } = useGetAuditDiffQuery(sent === null ? skipToken : { streamId, ...sent });
  const span = { from: momentParam(from), to: momentParam(to) };
  const current = sent !== null && span.from === sent.from && span.to === sent.to;
  const refusals = { from: current ? momentRefusal(error, 'from') : null, to: current ? momentRefusal(error, 'to') : null };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (span.from !== null && span.to !== null) onSend({ from: span.from, to: span.to });
  };

  return (
    <section className="portal-audit-panel" aria-labelledby="audit-diff-title" data-testid="audit-diff-panel">
      <H3 id="audit-diff-title">{t('audit.diff.title')}</H3>
      <form className="portal-audit-moments" onSubmit={submit}>
        <MomentField id="audit-diff-from" label={t('audit.diff.from')} moment={from} onChange={onFrom} error={(checked ? momentProblem(from) : null) ?? refusals.from} />
        <MomentField id="audit-diff-to" label={t('audit.diff.to')} moment={to} onChange={onTo} error={(checked ? momentProblem(to) : null) ?? refusals.to} />
        <Button type="submit" intent="primary" loading={isFetching} data-testid="audit-diff-submit">
          {t('audit.diff.submit')}
        </Button>
      </form>
      {current && !refusals.from && !refusals.to && <LoadError error={error} />}
      {current && data && !error && <DiffResult key={`${data.from.globalPosition}-${data.to.globalPosition}`} diff={data} />}
    </section>
  );
}

function DiffResult({ diff }: { diff: AuditDiff }) {
  const { t } = useTranslation();
  const paging = useKeysetPage(CHANGES_PER_PAGE);
  const columns = useMemo<ColDef<AuditChange>[]>(
    () => [
      { colId: 'field', headerName: t('audit.diff.field'), field: 'field', flex: 2, wrapText: true, autoHeight: true },
      { colId: 'before', headerName: t('audit.diff.before'), valueGetter: (p) => formatAuditValue(p.data?.before), flex: 2, wrapText: true, autoHeight: true },
      { colId: 'after', headerName: t('audit.diff.after'), valueGetter: (p) => formatAuditValue(p.data?.after), flex: 2, wrapText: true, autoHeight: true },
    ],
    [t],
  );
  return (
    <div data-testid="audit-diff-result">
      <p data-testid="audit-diff-resolved">
        {t('audit.diff.resolved', {
          fromRevision: diff.from.revision,
          fromTime: formatTimestamp(diff.from.recordedAt),
          toRevision: diff.to.revision,
          toTime: formatTimestamp(diff.to.recordedAt),
        })}
      </p>
      <KeysetGrid
        columns={columns}
        page={localKeysetPage(diff.changes, paging.cursor, CHANGES_PER_PAGE)}
        loading={false}
        paging={paging}
        getRowId={(row) => row.field}
        emptyKey="audit.diff.empty"
        testId="audit-diff-grid"
      />
    </div>
  );
}
