import { HTMLTable } from '@blueprintjs/core';
import type { ProductFees } from '@portal/events/commands';
import { priceYear } from '@portal/events/offer-pricing';
import { useTranslation } from 'react-i18next';
import { type Currency, formatEnergy, formatKind, formatValue, pricePerMwhToHundredthsPerKwh, priceUnit } from '@/lib/format/index.ts';
import type { OfferDetail } from '../api.ts';
import type { PriceFormValues } from '../price-form.ts';
import { previewRows } from '../price-preview.ts';

/** A price per MWh with its per-kWh reading: `85.0000 CHF/MWh (8.5000 Rp./kWh)`. */
function PriceCell({ perMwh, currency }: { perMwh: string; currency: Currency }) {
  return (
    <>
      {formatKind(perMwh, 'price')} {currency}/MWh
      <br />
      <small>
        {formatKind(pricePerMwhToHundredthsPerKwh(perMwh), 'price')} {priceUnit(currency)}
      </small>
    </>
  );
}

/**
 * The live preview of the pricing form: per year and direction the prices with and without the
 * partner's margin, computed by the server's own formula (`priceYear`) as the admin types.
 */
export function PricePreviewTable({ detail, values, fees, pricedWith }: { detail: OfferDetail; values: PriceFormValues; fees: ProductFees; pricedWith: boolean }) {
  const { t } = useTranslation();
  const currency = detail.row.currency;
  const rows = previewRows(detail, values, fees, priceYear);
  return (
    <section data-testid="price-preview">
      <h4>{t('offerTasks.preview.title')}</h4>
      <p data-testid="price-preview-fees">
        {t(pricedWith ? 'offerTasks.preview.feesPriced' : 'offerTasks.preview.feesCurrent')}{' '}
        {t('offerTasks.preview.fees', { margin: formatKind(fees.margin, 'price'), variableFee: formatKind(fees.variableFeePerMwh, 'price'), minFee: formatKind(fees.minFee, 'value'), maxFee: formatKind(fees.maxFee, 'value'), currency })}
      </p>
      <HTMLTable compact striped className="portal-price-preview">
        <thead>
          <tr>
            <th>{t('offerTasks.preview.year')}</th>
            <th>{t('offerTasks.preview.direction')}</th>
            <th>{t('offerTasks.preview.volume')}</th>
            <th>{t('offerTasks.preview.withoutMargin')}</th>
            <th>{t('offerTasks.preview.margin')}</th>
            <th>{t('offerTasks.preview.serviceFee')}</th>
            <th>{t('offerTasks.preview.withMargin')}</th>
            <th>{t('offerTasks.preview.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.year}-${row.direction}`} data-testid="price-preview-row" data-key={`${row.year}:${row.direction}`}>
              <td>{row.year}</td>
              <td>{t(`offerTasks.directions.${row.direction}`)}</td>
              <td>{formatEnergy(row.volumeKwh, 'kWh')}</td>
              {row.result ? (
                <>
                  <td data-testid="price-preview-without">
                    <PriceCell perMwh={row.result.priceWithoutMargin} currency={currency} />
                  </td>
                  <td>
                    <PriceCell perMwh={row.result.margin} currency={currency} />
                  </td>
                  <td>
                    {formatValue(row.result.serviceFee, currency)}
                    <br />
                    <small>{formatKind(row.result.serviceFeePerMwh, 'price')} {currency}/MWh</small>
                  </td>
                  <td data-testid="price-preview-with">
                    <PriceCell perMwh={row.result.priceWithMargin} currency={currency} />
                  </td>
                  <td>{formatValue(row.result.amount, currency)}</td>
                </>
              ) : (
                <td colSpan={5} data-testid="price-preview-incomplete">
                  {t('offerTasks.preview.incomplete')}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
