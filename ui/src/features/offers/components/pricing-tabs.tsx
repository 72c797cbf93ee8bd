import { Callout, H4 } from '@blueprintjs/core';
import type { ColDef } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import { DetailTable } from '@/components/detail-table.tsx';
import type { OfferTableRole } from '@/entities/offer/offer-table-query.ts';
import type { OfferDetail } from '../api.ts';
import { feeRows, type MarginRow, marginRows, priceInputRows, pricedLines, type PriceRow, pricingRows } from '../offer-pricing.ts';
import { LocalGrid } from './local-grid.tsx';
import { OfferFrame } from './offer-frame.tsx';

function Pricing({ detail, role }: { detail: OfferDetail; role: OfferTableRole }) {
  const { t } = useTranslation();
  const rows = pricingRows(detail, role);
  if (rows.length === 0) return <Callout data-testid="offer-not-priced">{t('offers.pricing.notPriced')}</Callout>;
  const column = (id: keyof PriceRow): ColDef<PriceRow> => ({
    colId: id,
    headerName: t(`offers.pricing.columns.${id}`),
    valueGetter: (p) => (id === 'direction' && p.data ? t(`offerTable.directions.${p.data.direction}`) : p.data?.[id]),
  });
  const ids: (keyof PriceRow)[] = role === 'customer' ? ['year', 'direction', 'volume', 'priceWithMargin', 'amount'] : ['year', 'direction', 'volume', 'priceWithMargin', 'priceWithoutMargin', 'amount'];
  return (
    <>
      <LocalGrid<PriceRow> rows={rows} columns={ids.map(column)} getRowId={(row) => row.key} emptyKey="offers.pricing.notPriced" testId="offer-prices" />
      {role !== 'customer' &&
        pricedLines(detail).map(({ year, direction, priced }) => (
          <section key={`${year}:${direction}`} className="portal-offer-section">
            <H4>{t('offers.pricing.inputsTitle', { year, direction: t(`offerTable.directions.${direction}`) })}</H4>
            <DetailTable rows={priceInputRows(priced, detail.row.currency).map(([key, text]) => [t(`offers.pricing.inputs.${key}`), text] as const)} testId={`offer-inputs-${year}-${direction}`} />
          </section>
        ))}
    </>
  );
}

function Margin({ detail }: { detail: OfferDetail }) {
  const { t } = useTranslation();
  const rows = marginRows(detail);
  const fees = feeRows(detail);
  const ids: (keyof MarginRow)[] = ['year', 'direction', 'margin', 'certificateMargin', 'serviceFee', 'serviceFeePerKwh'];
  const columns = ids.map(
    (id): ColDef<MarginRow> => ({
      colId: id,
      headerName: t(`offers.margin.columns.${id}`),
      valueGetter: (p) => (id === 'direction' && p.data ? t(`offerTable.directions.${p.data.direction}`) : p.data?.[id]),
    }),
  );
  return (
    <>
      {rows.length === 0 ? <Callout data-testid="offer-not-priced">{t('offers.pricing.notPriced')}</Callout> : <LocalGrid<MarginRow> rows={rows} columns={columns} getRowId={(row) => row.key} emptyKey="offers.pricing.notPriced" testId="offer-margins" />}
      <section className="portal-offer-section">
        <H4>{t('offers.margin.feesTitle', { product: t(`offerTable.products.${detail.row.product}`) })}</H4>
        {fees ? <DetailTable rows={fees.map(([key, text]) => [t(`offers.margin.fees.${key}`), text] as const)} testId="offer-fees" /> : <p data-testid="offer-no-fees">{t('offers.margin.noFees')}</p>}
      </section>
    </>
  );
}

/** /offers/{offerId}/pricing: the price per year and direction (with and, for the partner's side, without margin). */
export function OfferPricingTab() {
  return <OfferFrame>{(detail, role) => <Pricing detail={detail} role={role} />}</OfferFrame>;
}

/** /offers/{offerId}/margin: the partner's fees and margins per year (its route is guarded adminOrSalesPartner (app/route-table.ts)). */
export function OfferMarginTab() {
  return <OfferFrame>{(detail, role) => (role === 'customer' ? null : <Margin detail={detail} />)}</OfferFrame>;
}
