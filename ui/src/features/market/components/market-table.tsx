import { HTMLSelect } from '@blueprintjs/core';
import type { ColDef } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { localKeysetPage } from '@/components/grid/keyset-paging.ts';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';
import { type ChartedSeries, tableRows, type TableRow } from '../market-lines.ts';

// The chart's buckets as a table, one series at a time (ten series side by side would not fit
// the content card): when each bucket begins in the zone, its mean, min and max, newest first,
// 10 rows a page like every table of the portal.

/** A figure right-aligned in its cell (AG Grid's own column type needs its cell style module). */
const Figure = ({ value }: { value?: string }) => <span className="portal-market-figure">{value}</span>;

function SeriesRows({ series, zone }: { series: ChartedSeries; zone: string }) {
  const { t } = useTranslation();
  const paging = useKeysetPage();
  const rows = useMemo(() => tableRows(series, zone), [series, zone]);
  const columns = useMemo<ColDef<TableRow>[]>(
    () => [
      { colId: 'start', field: 'start', headerName: t(series.bucketMinutes >= 1440 ? 'market.table.day' : 'market.table.start'), minWidth: 200 },
      { colId: 'mean', field: 'mean', headerName: t(series.aggregated ? 'market.table.mean' : 'market.table.value', { unit: series.unit }), cellRenderer: Figure },
      { colId: 'min', field: 'min', headerName: t('market.table.min', { unit: series.unit }), cellRenderer: Figure },
      { colId: 'max', field: 'max', headerName: t('market.table.max', { unit: series.unit }), cellRenderer: Figure },
    ],
    [series, t],
  );
  return <KeysetGrid<TableRow> columns={columns} page={localKeysetPage(rows, paging.cursor)} loading={false} paging={paging} getRowId={(row) => row.key} emptyKey="market.empty.noValues" testId="market-table" />;
}

export function MarketTable({ series, zone }: { series: readonly ChartedSeries[]; zone: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = series.find((s) => s.id === chosen) ?? series[0];
  if (!shown) return null;
  return (
    <section className="portal-market-table" data-testid="market-table-section" data-series={shown.id}>
      <div className="portal-market-table-head">
        <label htmlFor="market-table-series">{t('market.table.series')}</label>
        <HTMLSelect id="market-table-series" value={shown.id} onChange={(event) => setChosen(event.currentTarget.value)} data-testid="market-table-series">
          {series.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </HTMLSelect>
      </div>
      {/* A new series or period starts at its first page. */}
      <SeriesRows key={`${shown.id}/${shown.rows[0]?.time.toISOString() ?? ''}/${shown.rows.length}`} series={shown} zone={zone} />
    </section>
  );
}
