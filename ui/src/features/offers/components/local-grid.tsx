import type { ColDef } from 'ag-grid-community';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { localKeysetPage } from '@/components/grid/keyset-paging.ts';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';

// The offer detail's small tables (prices, margins, points, documents) are AG Grids over rows the
// detail already holds, paged 10 at a time like every table of the portal (spec section 9).

interface LocalGridProps<Row> {
  rows: readonly Row[];
  columns: ColDef<Row>[];
  getRowId: (row: Row) => string;
  emptyKey: string;
  testId: string;
  onRowClick?: (row: Row) => void;
}

export function LocalGrid<Row>({ rows, columns, getRowId, emptyKey, testId, onRowClick }: LocalGridProps<Row>) {
  const paging = useKeysetPage();
  const page = localKeysetPage<Row>(rows, paging.cursor);
  return <KeysetGrid<Row> columns={columns} page={page} loading={false} paging={paging} getRowId={getRowId} onRowClick={onRowClick} emptyKey={emptyKey} testId={testId} />;
}
