import type { CustomerProfile, CustomerType } from '@portal/events';
import type { CommandUnit } from '../handler/unit.ts';
import { customerKeyDecider, customerKeyOf } from './customer-key.ts';

type Owner = { readonly salesPartnerId: string; readonly customerId: string };

/** Takes the customer's identity within its partner, in the command's unit; CUSTOMER_ALREADY_EXISTS when another customer has it. */
export async function reserveKey(unit: CommandUnit, owner: Owner, type: CustomerType, profile: CustomerProfile): Promise<void> {
  const { streamId, field } = customerKeyOf(owner.salesPartnerId, type, profile);
  await unit.decide(customerKeyDecider, streamId, { type: 'ReserveCustomerKey', data: owner, field }, { tenant: owner.salesPartnerId });
}

export async function releaseKey(unit: CommandUnit, owner: Owner, type: CustomerType, profile: CustomerProfile): Promise<void> {
  const { streamId } = customerKeyOf(owner.salesPartnerId, type, profile);
  await unit.decide(customerKeyDecider, streamId, { type: 'ReleaseCustomerKey', data: owner }, { tenant: owner.salesPartnerId });
}
