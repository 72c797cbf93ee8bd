import { Button } from '@blueprintjs/core';
import type { ColDef } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/index.ts';
import type { OfferDetail } from '../api.ts';
import { downloadOfferDocument } from '../download-document.ts';
import { LocalGrid } from './local-grid.tsx';
import { OfferFrame } from './offer-frame.tsx';

type OfferDocument = OfferDetail['documents'][number];

function Documents({ detail }: { detail: OfferDetail }) {
  const { t } = useTranslation();
  const offerId = detail.row.offerId;
  const rows = [...detail.documents].sort((a, b) => b.version - a.version);
  const columns: ColDef<OfferDocument>[] = [
    { colId: 'version', headerName: t('offers.documents.columns.version'), valueGetter: (p) => p.data?.version, maxWidth: 110 },
    { colId: 'name', headerName: t('offers.documents.columns.name'), valueGetter: (p) => p.data?.name, wrapText: true, autoHeight: true },
    { colId: 'language', headerName: t('offers.documents.columns.language'), valueGetter: (p) => p.data?.language.toUpperCase(), maxWidth: 120 },
    { colId: 'createdAt', headerName: t('offers.documents.columns.createdAt'), valueGetter: (p) => (p.data ? formatDateTime(p.data.createdAt) : '') },
    {
      colId: 'download',
      headerName: '',
      cellRenderer: ({ data }: { data?: OfferDocument }) =>
        data ? (
          <Button size="small" variant="minimal" onClick={() => void downloadOfferDocument(offerId, data)} data-testid={`offer-document-download-${data.version}`}>
            {t('offers.documents.download')}
          </Button>
        ) : null,
    },
  ];
  return <LocalGrid<OfferDocument> rows={rows} columns={columns} getRowId={(d) => `${d.version}:${d.language}`} emptyKey="offers.documents.empty" testId="offer-documents" />;
}

/** /offers/{offerId}/documents: the offer document's versions (PDF from the partner's template) with their download. */
export function OfferDocumentsTab() {
  return <OfferFrame>{(detail) => <Documents detail={detail} />}</OfferFrame>;
}
