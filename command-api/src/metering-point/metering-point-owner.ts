import { customerStream, DomainError, salesPartnerStream, type Actor, type RegisterMeteringPoints } from '@portal/events';
import { problem } from '@portal/events/validation';
import { customerDecider } from '../customer/customer.ts';
import type { CommandUnit } from '../handler/unit.ts';
import { salesPartnerDecider } from '../sales-partner/sales-partner.ts';
import { mayManage, refuse } from './metering-point.ts';

export interface MeteringOwner {
  readonly customerId: string;
  readonly salesPartnerId: string;
}

const notYours = (customerId: string): DomainError => new DomainError('ERR_BAD_REQUEST', 403, `customer ${customerId} is not one of yours`, { field: 'data.customerId' });

/**
 * Whose points a registration creates, checked on the server: a customer's user registers for
 * its own customer only (the session's customerId, whatever the body says), a partner's user
 * for its partner's customers, the admin for any. The customer must exist and not be deleted,
 * and the market area must be one of its partner's. Read inside the unit, so a retry re-reads.
 */
export async function ownerOfRegistration(unit: CommandUnit, data: RegisterMeteringPoints, actor: Actor): Promise<MeteringOwner> {
  if (actor.role === 'customer' && actor.customerId !== data.customerId) throw notYours(data.customerId);
  const customer = await unit.state(customerDecider, customerStream(data.customerId));
  // Another tenant's customer and one that does not exist answer alike.
  if (customer.status === 'none') throw notYours(data.customerId);
  const owner = { customerId: data.customerId, salesPartnerId: customer.salesPartnerId };
  if (!mayManage(actor, owner)) throw notYours(data.customerId);
  if (customer.status !== 'active') throw new DomainError('STATE_ERROR', 409, `customer ${data.customerId} was deleted`, { field: 'data.customerId' });
  const partner = await unit.state(salesPartnerDecider, salesPartnerStream(owner.salesPartnerId));
  if (partner.status === 'created' && !partner.profile.marketAreas.includes(data.marketArea)) {
    throw refuse(problem('data.marketArea', `${data.marketArea} is not a market area of the customer's sales partner`, 'marketArea', { marketArea: data.marketArea }));
  }
  return owner;
}
