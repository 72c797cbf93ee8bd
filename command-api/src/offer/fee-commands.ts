import { DomainError, salesPartnerFeesStream, salesPartnerStream, type Product, type ProductFees } from '@portal/events';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import { runUnit, type CommandUnit } from '../handler/unit.ts';
import { assertOwnPartner } from '../sales-partner/commands.ts';
import { salesPartnerDecider } from '../sales-partner/sales-partner.ts';
import { feesOfProduct, marginsServiceFeesDecider } from './margins-service-fees.ts';

/**
 * The partner's fees for a product as the pricing of an offer uses them (docs/pricing.md): its
 * row in force, the defaults until it sets one. Read through the unit, so an offer priced in the
 * same command sees the fees of the same read.
 */
export async function productFeesOf(unit: CommandUnit, salesPartnerId: string, product: Product): Promise<ProductFees> {
  return feesOfProduct(await unit.state(marginsServiceFeesDecider, salesPartnerFeesStream(salesPartnerId)), product);
}

export const feeCommands: readonly CommandDefinition[] = [
  defineCommand('SetMarginsServiceFees', {
    summary: 'Sets a sales partner\'s margin and service fees, one row per product (the partner\'s own users, or the admin for an existing partner).',
    roles: ['admin', 'salesPartner'],
    run: (deps, data, context) => {
      assertOwnPartner(context, data.salesPartnerId);
      const id = data.salesPartnerId;
      // The fees belong to the partner's tenant, whoever sets them.
      return runUnit(deps, { ...context, tenant: id }, { streamId: salesPartnerFeesStream(id) }, async (unit) => {
        if ((await unit.state(salesPartnerDecider, salesPartnerStream(id))).status !== 'created') {
          throw new DomainError('ERR_BAD_REQUEST', 404, `no sales partner ${id}`, { field: 'data.salesPartnerId' });
        }
        await unit.decide(marginsServiceFeesDecider, salesPartnerFeesStream(id), { type: 'SetMarginsServiceFees', data });
      });
    },
  }),
];
