import { runSystemCommand } from '@portal/command-api';
import type { PriceInputs, Product, ProductFees } from '@portal/events';
import { demoAdmin } from './demo-forecasts.ts';
import { alphaDemoId, betaDemoId } from './demo-partners.ts';
import { demoCommandId, type DemoDeps } from './seed-demo.ts';

/**
 * What the demo prices with (docs/pricing.md): the partners' margins and service fees and the
 * admin's price inputs per delivery year and direction. Per MWh in the offer's currency; the
 * Swiss FULL demo offers land at about 113 to 122 CHF/MWh with margin for consumption (the
 * private customer's small volume carries the minimum service fee) and about 67 CHF/MWh for the
 * solar roof's feed-in.
 */

type FeeRow = Omit<ProductFees, 'product'>;
const fees = (full: FeeRow, spot: FeeRow, bala: FeeRow): ProductFees[] => [
  { product: 'FULL', ...full },
  { product: 'SPOT', ...spot },
  { product: 'BALA', ...bala },
];

/** alpha sells in CHF (Swiss customers), beta in EUR (German ones): yearly fees in that currency. */
export const demoPartnerFees: Readonly<Record<string, ProductFees[]>> = {
  [alphaDemoId]: fees(
    { margin: '4.5', minFee: '40', maxFee: '6000', variableFeePerMwh: '1.8', spotFee: '0', multiplicatorBuy: '1', multiplicatorSell: '1' },
    { margin: '3.2', minFee: '300', maxFee: '6000', variableFeePerMwh: '1.5', spotFee: '0.9', multiplicatorBuy: '1.03', multiplicatorSell: '0.96' },
    { margin: '2.8', minFee: '500', maxFee: '8000', variableFeePerMwh: '1.2', spotFee: '0', multiplicatorBuy: '1', multiplicatorSell: '1' },
  ),
  [betaDemoId]: fees(
    { margin: '3.9', minFee: '250', maxFee: '5000', variableFeePerMwh: '1.6', spotFee: '0', multiplicatorBuy: '1', multiplicatorSell: '1' },
    { margin: '2.9', minFee: '250', maxFee: '5000', variableFeePerMwh: '1.4', spotFee: '0.8', multiplicatorBuy: '1.02', multiplicatorSell: '0.97' },
    { margin: '2.5', minFee: '400', maxFee: '7500', variableFeePerMwh: '1.1', spotFee: '0', multiplicatorBuy: '1', multiplicatorSell: '1' },
  ),
};

/**
 * The admin sets both demo partners' margins and service fees (`/admin/margins-service-fees`),
 * before any demo offer is priced: pricing takes the fees in force. Safe on every start: a fixed
 * commandId per partner; a partner's own later changes stay.
 */
export async function seedDemoPartnerFees(deps: DemoDeps, partnerIds: readonly string[]): Promise<number> {
  const admin = demoAdmin();
  if (!admin) return 0;
  let set = 0;
  for (const salesPartnerId of partnerIds) {
    const rows = demoPartnerFees[salesPartnerId];
    if (!rows) continue;
    const step = demoCommandId(salesPartnerId, 'margins-service-fees');
    if (!(await deps.eventStore.lookupCommand(step))) await runSystemCommand(deps, 'SetMarginsServiceFees', { salesPartnerId, fees: rows }, step, admin);
    set += 1;
  }
  return set;
}

const costs = { profilePrice: '4.8', balancingAddOn: '2.6', variableAddOn: '0.9', adjustmentCost: '0.7', procurementFee: '1.2' };
const noIndex = { spotAddOn: '0', alpha: '0', beta: '0', gamma: '0' };
const certificate = (withCertificate: boolean) => (withCertificate ? { certificatePrice: '1.4', certificateMargin: '0.3' } : { certificatePrice: '0', certificateMargin: '0' });

/**
 * The admin's inputs for a delivery year (index 0 the first) and direction. Forward prices fall
 * a little from one year to the next; a solar roof's feed-in costs more profile and balancing.
 */
export function demoPriceInputs(product: Product, direction: 'CONS' | 'PROD', yearIndex: number, withCertificate: boolean): PriceInputs {
  const cert = certificate(withCertificate);
  if (product === 'SPOT') return { ...costs, ...noIndex, ...cert, energyPrice: '0', spotAddOn: '3.4' };
  if (product === 'BALA') return { ...costs, ...cert, energyPrice: '0', spotAddOn: '0', alpha: '0.75', beta: '0.25', gamma: '2.5' };
  if (direction === 'PROD') {
    return { ...noIndex, ...cert, energyPrice: ['82.5', '79.8'][yearIndex] ?? '78', profilePrice: '6.2', balancingAddOn: '2.9', variableAddOn: '0', adjustmentCost: '0.5', procurementFee: '1' };
  }
  return { ...costs, ...noIndex, ...cert, energyPrice: ['96.4', '91.8'][yearIndex] ?? '90' };
}
