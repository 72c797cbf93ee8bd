import { customerNumbersStream, firstCustomerNumber, nameUuid, type CustomerNumberEvent, type Decider } from '@portal/events';
import { handleCommand, type CommandContext, type HandlerDeps } from '../handler/command-handler.ts';

type AssignCustomerNumber = { readonly type: 'AssignCustomerNumber' };
type CustomerNumbers = { readonly last: number | null };

/** The next whole number after the last one handed out. */
export const customerNumberDecider: Decider<AssignCustomerNumber, CustomerNumbers, CustomerNumberEvent> = {
  initialState: () => ({ last: null }),
  decide: (_command, state) => [{ type: 'CustomerNumberAssigned', data: { customerId: String(state.last === null ? firstCustomerNumber : state.last + 1) } }],
  evolve: (_state, event) => ({ last: Number(event.data.customerId) }),
};

// Many partners may create customers at once: each conflict means someone else got a number.
const maxRetries = 20;

/**
 * The customer number for the customer a command creates. Bound to the command: a retry of the
 * same commandId (a lost answer, a crash after this step) gets the same number, not a new one.
 */
export async function assignCustomerNumber(deps: HandlerDeps, context: CommandContext): Promise<string> {
  const commandId = nameUuid(`customerNumber\u0000${context.commandId}`);
  const result = await handleCommand({ ...deps, maxRetries }, customerNumberDecider, customerNumbersStream, { type: 'AssignCustomerNumber' }, { ...context, commandId, causationId: context.commandId });
  if (result.nextExpectedRevision === null) throw new Error('no customer number was assigned');
  const [assigned] = await deps.eventStore.readStream(customerNumbersStream, { fromRevision: result.nextExpectedRevision, maxCount: 1 });
  if (assigned?.type !== 'CustomerNumberAssigned') throw new Error(`no customer number at revision ${result.nextExpectedRevision}`);
  return (assigned.data as { customerId: string }).customerId;
}
