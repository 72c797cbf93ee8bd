import { Callout } from '@blueprintjs/core';
import type { ColDef } from 'ag-grid-community';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fillPath, paths } from '@/config/paths.ts';
import type { OfferDetail } from '../api.ts';
import { namedFirst, pointsQuery } from '../offer-tabs.ts';
import { LocalGrid } from './local-grid.tsx';
import { OfferFrame } from './offer-frame.tsx';

type Point = OfferDetail['meteringPoints'][number];

const pointPath = (point: Point) => fillPath(paths.customerManagement.meteringPoint, { meteringCode: point.code, meteringpointTypeId: point.direction === 'CONS' ? '1' : '2' });

function Points({ detail }: { detail: OfferDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const query = useMemo(() => pointsQuery(search), [search]);
  const { rows, named } = useMemo(() => namedFirst(detail.meteringPoints, query), [detail.meteringPoints, query]);
  // action=open goes straight to the named point's own page.
  useEffect(() => {
    if (query.action === 'open' && named) void navigate(pointPath(named), { replace: true });
  }, [query.action, named, navigate]);
  const direction = (d: Point['direction']) => t(`offerTable.directions.${d}`);
  const columns: ColDef<Point>[] = [
    { colId: 'code', headerName: t('offers.points.columns.code'), valueGetter: (p) => p.data?.code, minWidth: 260 },
    { colId: 'direction', headerName: t('offers.points.columns.direction'), valueGetter: (p) => (p.data ? direction(p.data.direction) : '') },
  ];
  return (
    <>
      {query.meteringcode &&
        (named ? (
          <Callout intent="primary" data-testid="offer-point-named" data-code={named.code}>
            {t('offers.points.named', { code: named.code, direction: direction(named.direction) })} <Link to={pointPath(named)}>{t('offers.points.open')}</Link>
          </Callout>
        ) : (
          <Callout intent="warning" data-testid="offer-point-not-in-offer">
            {t('offers.points.notInOffer', { code: query.meteringcode })}
          </Callout>
        ))}
      <LocalGrid<Point> rows={rows} columns={columns} getRowId={(p) => `${p.code}:${p.direction}`} onRowClick={(p) => void navigate(pointPath(p))} emptyKey="offers.points.empty" testId="offer-points" />
    </>
  );
}

/** /offers/{offerId}/meteringpoints (query: action, meteringcode, meteringpointtype 1 consumption, else production). */
export function OfferMeteringPointsTab() {
  return <OfferFrame>{(detail) => <Points detail={detail} />}</OfferFrame>;
}
