import { Alert, Button, Dialog, DialogBody, DialogFooter, H5, HTMLTable } from '@blueprintjs/core';
import { marketSeriesLabel } from '@portal/events/market-labels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailTable } from '@/components/detail-table.tsx';
import { problemOf } from '@/components/forms/command-refusal.ts';
import { showMessage } from '@/components/toaster.tsx';
import { useCommand } from '@/lib/commands.ts';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format/index.ts';
import type { MarketJobRow } from '../api.ts';
import { canRemoveFlag, errorsBeyondShown } from '../job-display.ts';
import { removeMarketImportErrorFlag } from '../job-commands.ts';
import { JobStatusTag } from './job-status.tsx';

// One job in full: its facts, the series it brought, and a failed file's errors by line and
// column; the error flag of a failed job is removed here, after a confirmation.

function RemoveFlag({ job }: { job: MarketJobRow }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [remove, call] = useCommand(removeMarketImportErrorFlag);
  if (!canRemoveFlag(job)) return null;
  const send = async () => {
    const result = await remove({ jobId: job.jobId });
    setAsking(false);
    if (result.error === undefined) showMessage({ type: 'success', key: 'marketJobs.flag.removed' });
    else showMessage({ type: 'error', code: problemOf(result.error).code });
  };
  return (
    <>
      <Button intent="warning" onClick={() => setAsking(true)} data-testid="market-job-remove-flag">
        {t('marketJobs.flag.remove')}
      </Button>
      <Alert
        isOpen={asking}
        intent="warning"
        confirmButtonText={t('marketJobs.flag.remove')}
        cancelButtonText={t('marketJobs.cancel')}
        loading={call.isLoading}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      >
        <p data-testid="market-job-remove-flag-confirm">{t('marketJobs.flag.confirm', { fileName: job.fileName })}</p>
      </Alert>
    </>
  );
}

function ErrorsTable({ job }: { job: MarketJobRow }) {
  const { t } = useTranslation();
  const beyond = errorsBeyondShown(job);
  return (
    <section data-testid="market-job-errors">
      <H5>{t('marketJobs.detail.errors', { count: job.errorCount })}</H5>
      {beyond > 0 && <p>{t('marketJobs.detail.firstErrors', { shown: job.errors.length, count: job.errorCount })}</p>}
      <HTMLTable compact striped className="portal-job-table">
        <thead>
          <tr>
            <th scope="col">{t('marketJobs.detail.line')}</th>
            <th scope="col">{t('marketJobs.detail.column')}</th>
            <th scope="col">{t('marketJobs.detail.code')}</th>
            <th scope="col">{t('marketJobs.detail.message')}</th>
          </tr>
        </thead>
        <tbody>
          {job.errors.map((error, index) => (
            <tr key={index} data-testid="market-job-error" data-code={error.code}>
              <td>{error.line ?? '–'}</td>
              <td>{error.column ?? '–'}</td>
              <td>{error.code}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}

function SeriesTable({ job }: { job: MarketJobRow }) {
  const { t } = useTranslation();
  return (
    <section data-testid="market-job-series">
      <H5>{t('marketJobs.detail.series', { count: job.series.length })}</H5>
      <HTMLTable compact striped className="portal-job-table">
        <thead>
          <tr>
            <th scope="col">{t('marketJobs.detail.seriesId')}</th>
            <th scope="col">{t('marketJobs.detail.from')}</th>
            <th scope="col">{t('marketJobs.detail.to')}</th>
            <th scope="col">{t('marketJobs.detail.values')}</th>
          </tr>
        </thead>
        <tbody>
          {job.series.map((s) => (
            <tr key={s.seriesId} data-testid="market-job-series-row" data-series={s.seriesId}>
              <td>{marketSeriesLabel(s.seriesId)}</td>
              <td>{formatDate(s.from)}</td>
              <td>{formatDate(s.to)}</td>
              <td>{formatNumber(s.values, 0)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}

export function JobDialog({ job, onClose }: { job: MarketJobRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={job !== null} onClose={onClose} title={job ? t('marketJobs.detail.title', { fileName: job.fileName }) : ''} style={{ width: 760 }}>
      {job && (
        <>
          <DialogBody>
            <div data-testid="market-job-dialog" data-job={job.jobId}>
              <p>
                <JobStatusTag status={job.status} />
              </p>
              <DetailTable
                testId="market-job-facts"
                rows={[
                  [t('marketJobs.columns.kind'), t(`marketJobs.kinds.${job.kind}`)],
                  [t('marketJobs.columns.source'), t(`marketJobs.sources.${job.source}`)],
                  [t('marketJobs.columns.created'), formatDateTime(job.created)],
                  [t('marketJobs.columns.lastExecution'), formatDateTime(job.lastExecution)],
                  [t('marketJobs.detail.sha256'), job.sha256],
                  [t('marketJobs.columns.duplicate'), job.duplicate ? t('marketJobs.detail.duplicate') : undefined],
                  [t('marketJobs.columns.errorFlag'), t(job.errorFlag ? 'marketJobs.yes' : 'marketJobs.no')],
                ]}
              />
              {job.series.length > 0 && <SeriesTable job={job} />}
              {job.errors.length > 0 && <ErrorsTable job={job} />}
            </div>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <RemoveFlag job={job} />
                <Button onClick={onClose} data-testid="market-job-close">
                  {t('marketJobs.close')}
                </Button>
              </>
            }
          />
        </>
      )}
    </Dialog>
  );
}
