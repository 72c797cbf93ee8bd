import { Button, ButtonGroup, NonIdealState, Spinner } from '@blueprintjs/core';
// Buttons carry no icons: lib/icons.ts registers only the shell's, and text says it plainly.
import { ClientSideRowModelModule, type ColDef, LocaleModule, ModuleRegistry, RowAutoHeightModule, type RowClickedEvent, RowStyleModule, themeBalham } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cspNonce } from '@/lib/csp-nonce.ts';
import { gridLocaleText } from './grid-locale.ts';
import { canGoNext, canGoPrevious, type KeysetPage } from './keyset-paging.ts';
import type { KeysetPaging } from './use-keyset-page.ts';
import './keyset-grid.css';

// Only the client-side row model (and row classes, for clickable rows): the server pages, sorts
// and filters (keyset routes), so the grid never needs AG Grid's pagination, sorting or filter modules.
// LocaleModule: the grid's own texts come from our catalogues (grid-locale.ts). RowAutoHeightModule:
// a column with `autoHeight` (wrapped cells) grows its row; without the module AG Grid ignores it
// and cuts the second line off.
ModuleRegistry.registerModules([ClientSideRowModelModule, RowStyleModule, LocaleModule, RowAutoHeightModule]);

/** AG Grid in Blueprint's type, spacing and the tenant's primary colour (Blueprint's intent variable). */
export const portalGridTheme = themeBalham.withParams({
  fontFamily: 'inherit',
  fontSize: 14,
  headerFontWeight: 600,
  accentColor: 'var(--bp-intent-primary-rest, #3f56d1)',
  rowHoverColor: 'rgba(63, 86, 209, 0.08)',
  borderColor: '#d3d8de',
  headerBackgroundColor: '#f6f7f9',
  rowHeight: 36,
  headerHeight: 36,
});

export interface KeysetGridProps<Row> {
  columns: ColDef<Row>[];
  /** The page the server answered; undefined while the first answer is on its way. */
  page: KeysetPage<Row> | undefined;
  loading: boolean;
  paging: Pick<KeysetPaging, 'next' | 'previous' | 'pageNumber'>;
  getRowId: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  /** Extra class names of a row (e.g. today's offers highlighted); styled by the page. */
  rowClass?: (row: Row) => string | undefined;
  /** Catalogue key of the text shown for an empty first page. */
  emptyKey?: string;
  testId?: string;
}

/**
 * A table of spec section 9: 10 rows a page from a keyset route, previous and next below it,
 * a spinner while loading and a notice when there is nothing to show.
 */
export function KeysetGrid<Row>({ columns, page, loading, paging, getRowId, onRowClick, rowClass, emptyKey = 'grid.empty', testId }: KeysetGridProps<Row>) {
  const { t, i18n } = useTranslation();
  const localeText = useMemo(() => gridLocaleText(t), [t]);
  const rows = page?.rows ?? [];
  const defaultColDef = useMemo<ColDef<Row>>(() => ({ flex: 1, minWidth: 110, sortable: false, resizable: true, suppressMovable: true }), []);
  const empty = !loading && page !== undefined && rows.length === 0;
  return (
    <div className="portal-grid" data-testid={testId} data-loading={loading}>
      {page === undefined && loading ? (
        <Spinner className="portal-grid-spinner" size={32} />
      ) : empty ? (
        <NonIdealState description={t(emptyKey)} className="portal-grid-empty" />
      ) : (
        <AgGridReact<Row>
          // AG Grid reads its texts once: a new language mounts a new grid.
          key={i18n.language}
          localeText={localeText}
          theme={portalGridTheme}
          styleNonce={cspNonce()}
          rowData={rows}
          columnDefs={columns}
          defaultColDef={defaultColDef}
          domLayout="autoHeight"
          // Every header cell stays in the DOM, so assistive technology finds each row's column
          // headers even before the grid has measured its width (axe: aria-required-children);
          // the columns are flex with minimum widths that fit the content card, so nothing
          // scrolls sideways, and a region that cannot take focus never scrolls.
          suppressColumnVirtualisation
          suppressHorizontalScroll
          // A row's cells are drawn with the row, not in later animation frames: a row patched in
          // or added live over the socket is never, even briefly, a row without cells (axe's
          // aria-required-children found such rows on the admin's /offers while offers arrived).
          suppressAnimationFrame
          loading={loading}
          getRowId={(params) => getRowId(params.data)}
          rowClass={onRowClick ? 'portal-grid-clickable' : undefined}
          getRowClass={rowClass ? (params) => (params.data ? rowClass(params.data) : undefined) : undefined}
          onRowClicked={(event: RowClickedEvent<Row>) => {
            if (event.data && onRowClick) onRowClick(event.data);
          }}
          suppressCellFocus
        />
      )}
      <div className="portal-grid-pager">
        <span className="portal-grid-page" data-testid={testId ? `${testId}-page` : undefined}>
          {t('grid.page', { page: paging.pageNumber })}
        </span>
        <ButtonGroup>
          <Button disabled={loading || !canGoPrevious(page)} onClick={() => paging.previous(page)} data-testid={testId ? `${testId}-previous` : undefined}>
            {t('grid.previous')}
          </Button>
          <Button disabled={loading || !canGoNext(page)} onClick={() => paging.next(page)} data-testid={testId ? `${testId}-next` : undefined}>
            {t('grid.next')}
          </Button>
        </ButtonGroup>
      </div>
    </div>
  );
}
