import type { ColDef } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { localKeysetPage } from '@/components/grid/keyset-paging.ts';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { formatDate, formatDateTime } from '@/lib/format/index.ts';
import { type MarketJobRow, useGetMarketJobsQuery } from '../api.ts';
import { importedSeries } from '../job-display.ts';
import { JobDialog } from './job-dialog.tsx';
import { JobStatusTag } from './job-status.tsx';
import { UploadForm } from './upload-form.tsx';
import '../market-data-jobs.css';

/** The jobs' columns; widths keep all nine inside the content card beside the side menu, long cells wrap. */
function useColumns(): ColDef<MarketJobRow>[] {
  const { t } = useTranslation();
  return useMemo<ColDef<MarketJobRow>[]>(() => {
    const wrapped = { wrapText: true, autoHeight: true } as const;
    return [
      { colId: 'created', headerName: t('marketJobs.columns.created'), valueGetter: ({ data }) => (data ? formatDateTime(data.created) : ''), minWidth: 95, ...wrapped },
      { colId: 'lastExecution', headerName: t('marketJobs.columns.lastExecution'), valueGetter: ({ data }) => (data ? formatDateTime(data.lastExecution) : ''), minWidth: 95, ...wrapped },
      { colId: 'kind', headerName: t('marketJobs.columns.kind'), valueGetter: ({ data }) => (data ? t(`marketJobs.kindsShort.${data.kind}`) : ''), minWidth: 100, ...wrapped },
      { colId: 'fileName', field: 'fileName', headerName: t('marketJobs.columns.fileName'), minWidth: 120, ...wrapped },
      { colId: 'source', headerName: t('marketJobs.columns.source'), valueGetter: ({ data }) => (data ? t(`marketJobs.sources.${data.source}`) : ''), minWidth: 70 },
      { colId: 'status', headerName: t('marketJobs.columns.status'), cellRenderer: ({ data }: { data?: MarketJobRow }) => (data ? <JobStatusTag status={data.status} /> : null), minWidth: 95 },
      { colId: 'duplicate', headerName: t('marketJobs.columns.duplicate'), valueGetter: ({ data }) => (data?.duplicate ? t('marketJobs.yes') : '–'), minWidth: 70 },
      { colId: 'errorFlag', headerName: t('marketJobs.columns.errorFlag'), valueGetter: ({ data }) => (data ? t(data.errorFlag ? 'marketJobs.yes' : 'marketJobs.no') : ''), minWidth: 70 },
      {
        colId: 'series',
        headerName: t('marketJobs.columns.series'),
        valueGetter: ({ data }) => {
          const imported = data ? importedSeries(data) : null;
          if (!data) return '';
          if (!imported) return data.errorCount > 0 ? t('marketJobs.errorCount', { count: data.errorCount }) : '–';
          return t('marketJobs.imported', { count: imported.count, from: formatDate(imported.from), to: formatDate(imported.to) });
        },
        minWidth: 120,
        ...wrapped,
      },
    ];
  }, [t]);
}

/**
 * /tasks-management/data (admin): upload a market file of a kind, and the import jobs newest
 * first, 10 a page, live while auto-update is on; a row opens the job with its series, errors
 * and the removal of its error flag.
 */
export function MarketDataJobsPage() {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching } = useGetMarketJobsQuery(undefined);
  const paging = useKeysetPage();
  const columns = useColumns();
  const [openJob, setOpenJob] = useState<string | null>(null);
  const jobs = data ?? [];
  const page = data ? localKeysetPage(jobs, paging.cursor) : undefined;
  const shown = jobs.find((job) => job.jobId === openJob) ?? null;
  return (
    <PageCard title={t('marketJobs.title')} testId="market-data-jobs-page">
      <p>{t('marketJobs.intro')}</p>
      <UploadForm />
      <LoadError error={error} />
      <KeysetGrid<MarketJobRow>
        columns={columns}
        page={page}
        loading={isLoading || (isFetching && !data)}
        paging={paging}
        getRowId={(job) => job.jobId}
        onRowClick={(job) => setOpenJob(job.jobId)}
        rowClass={(job) => (job.errorFlag ? 'portal-job-flagged' : undefined)}
        emptyKey="marketJobs.empty"
        testId="market-jobs-grid"
      />
      <JobDialog job={shown} onClose={() => setOpenJob(null)} />
    </PageCard>
  );
}
