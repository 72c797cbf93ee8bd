import { ClientSideRowModelModule, type ColDef, LocaleModule, ModuleRegistry, RowAutoHeightModule } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { portalGridTheme } from '@/components/grid/keyset-grid.tsx';
import { gridLocaleText } from '@/components/grid/grid-locale.ts';
import type { MarketZone } from '@/entities/metering-point/load-profile-query.ts';
import type { ProfileFinding } from '@/entities/metering-point/load-profile-upload.ts';
import { cspNonce } from '@/lib/csp-nonce.ts';
import { type FindingRow, findingRows } from '../profile-findings.ts';

// The findings of a load profile (at most 100 listed, spec section 5) in an AG Grid: line,
// column, the quarter hour in the point's zone and the rule's text; the count beyond.

ModuleRegistry.registerModules([ClientSideRowModelModule, LocaleModule, RowAutoHeightModule]);

export function ProfileFindingsGrid({ findings, total, zone, testId }: { findings: readonly ProfileFinding[]; total: number; zone: MarketZone; testId: string }) {
  const { t, i18n } = useTranslation();
  const rows = useMemo(() => findingRows(findings, zone, t), [findings, zone, t]);
  const columns = useMemo<ColDef<FindingRow>[]>(
    () => [
      { field: 'line', headerName: t('meteringPoints.upload.line'), width: 80, valueFormatter: ({ value }) => (value === null ? t('meteringPoints.upload.wholeFile') : String(value)) },
      { field: 'column', headerName: t('meteringPoints.upload.column'), width: 80, valueFormatter: ({ value }) => (value === null ? '' : String(value)) },
      { field: 'timestamp', headerName: t('meteringPoints.upload.timestamp'), width: 240 },
      { field: 'message', headerName: t('meteringPoints.upload.message'), flex: 1, minWidth: 240, wrapText: true, autoHeight: true },
    ],
    [t],
  );
  return (
    <div data-testid={testId}>
      {/* A few findings take their own height; many scroll inside 300 px. */}
      <div className={rows.length > 8 ? 'portal-profile-findings' : undefined}>
        <AgGridReact<FindingRow>
          key={i18n.language}
          theme={portalGridTheme}
          styleNonce={cspNonce()}
          localeText={gridLocaleText(t)}
          rowData={rows}
          columnDefs={columns}
          rowClass="portal-profile-finding"
          domLayout={rows.length > 8 ? 'normal' : 'autoHeight'}
          suppressCellFocus
        />
      </div>
      {total > findings.length && <p>{t('meteringPoints.upload.moreFindings', { count: total - findings.length })}</p>}
    </div>
  );
}
