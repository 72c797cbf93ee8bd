import { Button } from '@blueprintjs/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { localKeysetPage } from '@/components/grid/keyset-paging.ts';
import type { KeysetPaging } from '@/components/grid/use-keyset-page.ts';
import { formatDateTime } from '@/lib/format/index.ts';
import type { DocumentTemplateRow } from '../api.ts';
import { downloadTemplate } from '../download-template.ts';

interface Props {
  salesPartnerId: string;
  templates: readonly DocumentTemplateRow[] | undefined;
  loading: boolean;
  paging: KeysetPaging;
}

/** The published versions, newest first, each with its download. */
export function TemplateVersionsGrid({ salesPartnerId, templates, loading, paging }: Props) {
  const { t } = useTranslation();
  const sorted = useMemo(() => [...(templates ?? [])].sort((a, b) => b.version - a.version), [templates]);
  const columns = useMemo<ColDef<DocumentTemplateRow>[]>(
    () => [
      { colId: 'version', headerName: t('salesPartners.documents.version'), field: 'version', maxWidth: 110 },
      { colId: 'language', headerName: t('salesPartners.documents.language'), field: 'language', maxWidth: 110 },
      { colId: 'name', headerName: t('salesPartners.documents.name'), field: 'name', minWidth: 200 },
      { colId: 'current', headerName: t('salesPartners.documents.current'), maxWidth: 120, valueGetter: (p) => (p.data?.current ? t('salesPartners.yes') : '') },
      { colId: 'publishedAt', headerName: t('salesPartners.documents.publishedAt'), valueGetter: (p) => (p.data ? formatDateTime(p.data.publishedAt) : '') },
      {
        colId: 'download',
        headerName: '',
        maxWidth: 150,
        cellRenderer: (p: ICellRendererParams<DocumentTemplateRow>) =>
          p.data ? (
            <Button size="small" variant="minimal" intent="primary" onClick={() => p.data && void downloadTemplate(salesPartnerId, p.data)}>
              {t('salesPartners.documents.download')}
            </Button>
          ) : null,
      },
    ],
    [t, salesPartnerId],
  );
  return (
    <KeysetGrid
      columns={columns}
      page={templates ? localKeysetPage(sorted, paging.cursor) : undefined}
      loading={loading}
      paging={paging}
      getRowId={(row) => `${row.version}`}
      emptyKey="salesPartners.documents.empty"
      testId="sp-template-grid"
    />
  );
}
