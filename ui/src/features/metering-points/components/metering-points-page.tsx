import { AnchorButton, Button } from '@blueprintjs/core';
import type { ColDef } from 'ag-grid-community';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import { type MeteringPointRow, useGetMeteringPointsQuery } from '@/entities/metering-point/metering-point-api.ts';
import { apiFilter, emptyFilter, type FilterValues, meteringPointExportUrl, typeIdOfDirection } from '@/entities/metering-point/metering-point-query.ts';
import { meteringPointCells } from '@/entities/metering-point/metering-point-rows.ts';
import { useDebounced } from '@/entities/metering-point/use-code-check.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import { CsvImportDialog } from './csv-import-dialog.tsx';
import { useChooser } from './customer-choice.tsx';
import { MeteringPointFilters } from './metering-point-filters.tsx';
import { NewPointDialog } from './new-point-dialog.tsx';
import '../metering-points.css';

/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

/**
 * /customer-management/meteringpoints: the points the caller may see (admin all, a partner its
 * customers', a customer its own), 10 a page, with filters, the new point form, the CSV import
 * and export. Rows patch themselves from the socket (recalcMeteringPoint).
 */
export function MeteringPointsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role, ownCustomerId } = useChooser();
  const { data: config } = useConfigSelect();
  const [values, setValues] = useState<FilterValues>(emptyFilter);
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  const paging = useKeysetPage();
  const filter = apiFilter(useDebounced(values, SEARCH_DELAY_MS));
  const filterKey = JSON.stringify(filter);
  const { reset } = paging;
  // Another filter starts again on its first page.
  useEffect(() => reset(), [filterKey, reset]);
  const { data, isFetching, error } = useGetMeteringPointsQuery({ ...paging.args, filter });
  const areaNames = useMemo(() => new Map((config?.marketareasAllObj ?? []).map((area) => [area.id, area.name])), [config]);
  // The columns' minimum widths fit the content card beside the side menu (about 900 px): a grid
  // wider than its card scrolls sideways, and AG Grid then leaves columns out of the page (axe).
  const columns = useMemo<ColDef<MeteringPointRow>[]>(() => {
    const cell = (name: keyof ReturnType<typeof meteringPointCells>) => (row: MeteringPointRow | undefined) => (row ? meteringPointCells(row, (id) => areaNames.get(id) ?? id)[name] : '');
    const all: (ColDef<MeteringPointRow> | false)[] = [
      { colId: 'code', headerName: t('meteringPoints.columns.code'), valueGetter: (p) => cell('code')(p.data), minWidth: 240 },
      { colId: 'direction', headerName: t('meteringPoints.columns.direction'), valueGetter: (p) => (p.data ? t(`meteringPoints.directions.${p.data.direction}`) : ''), minWidth: 90, maxWidth: 130 },
      role !== 'customer' && { colId: 'customer', headerName: t('meteringPoints.columns.customer'), valueGetter: (p) => cell('customer')(p.data), minWidth: 110, wrapText: true, autoHeight: true },
      { colId: 'yearlyQuantity', headerName: t('meteringPoints.columns.yearlyQuantity'), valueGetter: (p) => cell('yearlyQuantity')(p.data), minWidth: 100, maxWidth: 170 },
      { colId: 'address', headerName: t('meteringPoints.columns.address'), valueGetter: (p) => cell('address')(p.data), minWidth: 160, wrapText: true, autoHeight: true },
      { colId: 'marketArea', headerName: t('meteringPoints.columns.marketArea'), valueGetter: (p) => cell('marketArea')(p.data), minWidth: 80, maxWidth: 160 },
      { colId: 'deliveryPeriod', headerName: t('meteringPoints.columns.deliveryPeriod'), valueGetter: (p) => cell('deliveryPeriod')(p.data), minWidth: 130, wrapText: true, autoHeight: true },
    ];
    return all.filter((column): column is ColDef<MeteringPointRow> => column !== false);
  }, [t, role, areaNames]);
  const addressesOf = role === 'customer' && ownCustomerId ? ownCustomerId : (filter.customerId ?? 'all');
  return (
    <PageCard title={t('routes.meteringPoints')} testId="metering-points-page">
      <div className="portal-mp-actions">
        <Button intent="primary" data-testid="mp-new" onClick={() => setDialog('new')}>
          {t('meteringPoints.new')}
        </Button>
        <Button data-testid="mp-import" onClick={() => setDialog('import')}>
          {t('meteringPoints.import.button')}
        </Button>
        <AnchorButton data-testid="mp-export" href={meteringPointExportUrl(filter)} download>
          {t('meteringPoints.export')}
        </AnchorButton>
        <Button variant="minimal" data-testid="mp-addresses" onClick={() => void navigate(fillPath(paths.customerManagement.meteringAddresses, { customerId: addressesOf }))}>
          {t('meteringPoints.addresses')}
        </Button>
      </div>
      <MeteringPointFilters value={values} onChange={setValues} config={config} />
      <LoadError error={error} />
      <KeysetGrid<MeteringPointRow>
        columns={columns}
        page={data}
        loading={isFetching}
        paging={paging}
        getRowId={(row) => `${row.code}:${row.direction}`}
        onRowClick={(row) => void navigate(fillPath(paths.customerManagement.meteringPoint, { meteringCode: row.code, meteringpointTypeId: typeIdOfDirection(row.direction) }))}
        emptyKey="meteringPoints.emptyList"
        testId="metering-points-grid"
      />
      <NewPointDialog isOpen={dialog === 'new'} onClose={() => setDialog(null)} />
      <CsvImportDialog isOpen={dialog === 'import'} onClose={() => setDialog(null)} />
    </PageCard>
  );
}
