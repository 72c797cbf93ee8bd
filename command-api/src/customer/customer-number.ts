import { customerNumbersStream, firstCustomerNumber, type CustomerNumberEvent, type Decider } from '@portal/events';
import type { CommandUnit } from '../handler/unit.ts';

type AssignCustomerNumber = { readonly type: 'AssignCustomerNumber' };
type CustomerNumbers = { readonly last: number | null };

/** The next whole number after the last one handed out. */
export const customerNumberDecider: Decider<AssignCustomerNumber, CustomerNumbers, CustomerNumberEvent> = {
  initialState: () => ({ last: null }),
  decide: (_command, state) => [{ type: 'CustomerNumberAssigned', data: { customerId: String(state.last === null ? firstCustomerNumber : state.last + 1) } }],
  evolve: (_state, event) => ({ last: Number(event.data.customerId) }),
};

// Many partners may create customers at once: each conflict means someone else got a number.
export const customerNumberRetries = 20;

/**
 * The next customer number, taken in the command's unit: it is appended with the customer it
 * numbers or not at all, so no number is ever lost to a failed or interrupted creation.
 */
export async function assignCustomerNumber(unit: CommandUnit): Promise<string> {
  const [assigned] = await unit.decide(customerNumberDecider, customerNumbersStream, { type: 'AssignCustomerNumber' });
  if (!assigned) throw new Error('no customer number was assigned');
  return assigned.data.customerId;
}
