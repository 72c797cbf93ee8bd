import type { ColDef } from 'ag-grid-community';
import type { OverviewRow } from './api.ts';

// The offer read models behind the overview tabs (frame contracts, strategies, open tranches)
// arrive with the offer issues; until their row shapes are fixed, the grid shows the fields the
// rows carry, in their order. Ids stay out of sight.

const HIDDEN = new Set(['id', 'customerId', 'salesPartnerId']);

/**
 * @example overviewColumns([{ id: 'x', offerId: '7', year: 2027 }]) // columns offerId, year
 */
export function overviewColumns(rows: readonly OverviewRow[]): ColDef<OverviewRow>[] {
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((field) => !HIDDEN.has(field));
  return fields.map((field) => ({
    colId: field,
    headerName: field,
    valueGetter: (params) => {
      const value = params.data?.[field];
      return value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
    },
  }));
}
