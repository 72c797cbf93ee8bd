import { Button, H3, NonIdealState } from '@blueprintjs/core';
import type { AuditState } from '@portal/events/read-contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailTable } from '@/components/detail-table.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { useGetAuditStateQuery } from '@/entities/audit/audit-api.ts';
import { stateRows } from '@/entities/audit/audit-values.ts';
import { formatTimestamp } from '@/lib/format/date.ts';
import { type Moment, momentParam, momentProblem, momentRefusal } from '../audit-moment.ts';
import { MomentField } from './moment-field.tsx';

export interface StatePanelProps {
  streamId: string;
  moment: Moment;
  onMoment: (moment: Moment) => void;
  /** The moment asked for (the query parameter), null before the first ask. */
  sent: string | null;
  onSend: (param: string) => void;
}

/**
 * "State as of": the stream's state after its last event at or before a moment, as field/value
 * rows (dot paths), and the event the moment resolved to. A refused moment (before the first
 * event, in the future) shows the server's message at the picker.
 */
export function StatePanel({ streamId, moment, onMoment, sent, onSend }: StatePanelProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const { data, error, isFetching } = useGetAuditStateQuery(sent === null ? skipToken : { streamId, asOf: sent });
  const param = momentParam(moment);
  // The answer belongs to the moment still in the picker; a changed picker hides the old refusal.
  const current = param !== null && param === sent;
  const refusal = current ? momentRefusal(error, 'asOf') : null;
  const fieldError = (checked ? momentProblem(moment) : null) ?? refusal;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (param !== null) onSend(param);
  };

  return (
    <section className="portal-audit-panel" id="audit-state" aria-labelledby="audit-state-title" data-testid="audit-state-panel">
      <H3 id="audit-state-title">{t('audit.state.title')}</H3>
      <form className="portal-audit-moments" onSubmit={submit}>
        <MomentField id="audit-asof" label={t('audit.state.asOf')} moment={moment} onChange={onMoment} error={fieldError} />
        <Button type="submit" intent="primary" loading={isFetching} data-testid="audit-asof-submit">
          {t('audit.state.submit')}
        </Button>
      </form>
      {current && !refusal && <LoadError error={error} />}
      {current && data && !error && <StateResult state={data} />}
    </section>
  );
}

function StateResult({ state }: { state: AuditState }) {
  const { t } = useTranslation();
  const rows = stateRows(state.state);
  return (
    <div data-testid="audit-state-result" data-revision={state.asOf.revision}>
      <p data-testid="audit-state-resolved">
        {t('audit.state.resolved', { revision: state.asOf.revision, time: formatTimestamp(state.asOf.recordedAt), position: state.asOf.globalPosition })}
      </p>
      {rows.length === 0 ? <NonIdealState description={t('audit.state.empty')} /> : <DetailTable rows={rows} testId="audit-state-table" />}
    </div>
  );
}
