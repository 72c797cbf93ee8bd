import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { localKeysetPage } from '@/components/grid/keyset-paging.ts';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { type MeteringAddressRow, useGetMeteringAddressesQuery } from '@/entities/metering-point/metering-point-api.ts';
import { addressLine } from '@/entities/metering-point/metering-point-rows.ts';
import { addressesOfPoint, addressRowId } from '../address-rows.ts';
import { useChooser } from './customer-choice.tsx';

/**
 * The addresses of metering points with the points measured at each: `/customer-management/address/{customerId|all}`,
 * and under one point `.../meteringpoints/{meteringPoint}/addresses` and `.../address/{customerId?}`
 * (spec section 2), which show the addresses holding that point.
 */
export function AddressesPage() {
  const { t } = useTranslation();
  const { customerId, meteringPoint } = useParams();
  const { role, ownCustomerId } = useChooser();
  // A customer sees its own addresses, whatever the path says.
  const whose = role === 'customer' && ownCustomerId ? ownCustomerId : (customerId ?? 'all');
  const { data, isFetching, error } = useGetMeteringAddressesQuery(whose);
  const paging = useKeysetPage();
  const rows = useMemo(() => addressesOfPoint(data ?? [], meteringPoint), [data, meteringPoint]);
  const columns = useMemo<ColDef<MeteringAddressRow>[]>(
    () => [
      { colId: 'customer', headerName: t('meteringPoints.columns.customer'), valueGetter: (p) => (p.data ? (p.data.customername ?? p.data.customerId) : ''), hide: role === 'customer' },
      { colId: 'address', headerName: t('meteringPoints.columns.address'), valueGetter: (p) => (p.data ? addressLine(p.data.address) : ''), minWidth: 260 },
      {
        colId: 'points',
        headerName: t('meteringPoints.columns.points'),
        // The count first: a long list is cut at the column's end.
        valueGetter: (p) => (p.data ? `${p.data.points.length}: ${p.data.points.map((point) => `${point.code} (${t(`meteringPoints.directions.${point.direction}`)})`).join(', ')}` : ''),
        minWidth: 300,
      },
    ],
    [t, role],
  );
  return (
    <PageCard title={t('meteringPoints.addressesTitle')} testId="metering-addresses-page">
      <LoadError error={error} />
      <KeysetGrid<MeteringAddressRow>
        columns={columns}
        page={data ? localKeysetPage(rows, paging.cursor) : undefined}
        loading={isFetching}
        paging={paging}
        getRowId={addressRowId}
        emptyKey="meteringPoints.emptyAddresses"
        testId="metering-addresses-grid"
      />
    </PageCard>
  );
}
