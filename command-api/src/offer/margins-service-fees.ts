import { assertNever, defaultProductFees, products, type Decider, type MarginsServiceFeesEvent, type Product, type ProductFees, type SetMarginsServiceFees } from '@portal/events';
import { asDomainError, duplicateProblem, feeRangeProblem, firstProblem } from '@portal/events/validation';

/**
 * A sales partner's margins and service fees (stream `salesPartnerFees-<salesPartnerId>`): one
 * row per product, replaced whole by `SetMarginsServiceFees`. Who may set them and whether the
 * partner exists is the command's business (fee-commands.ts); the rows' own rules are here.
 */
export type MarginsServiceFeesCommand = { readonly type: 'SetMarginsServiceFees'; readonly data: SetMarginsServiceFees };

export type MarginsServiceFeesState =
  | { readonly status: 'default' }
  | { readonly status: 'set'; readonly fees: readonly ProductFees[] };

const initialState = (): MarginsServiceFeesState => ({ status: 'default' });

/** A row with its fields in the contract's order, so equal rows compare (and are stored) alike however the caller wrote them. */
const canonical = ({ product, margin, minFee, maxFee, variableFeePerMwh, spotFee, multiplicatorBuy, multiplicatorSell }: ProductFees): ProductFees =>
  ({ product, margin, minFee, maxFee, variableFeePerMwh, spotFee, multiplicatorBuy, multiplicatorSell });

/** In product order, so equal rows compare equal however the caller listed them. */
const inProductOrder = (fees: readonly ProductFees[]): ProductFees[] => [...fees].sort((a, b) => products.indexOf(a.product) - products.indexOf(b.product)).map(canonical);

/**
 * The schema asks for three rows; a product twice (so another missing) is refused at the second
 * row, minFee above maxFee at the row's minFee.
 */
function assertRows(fees: readonly ProductFees[]): void {
  const found = firstProblem(
    duplicateProblem(fees.map((f) => f.product), 'data.fees', 'product'),
    ...fees.map((f, i) => feeRangeProblem(f.minFee, f.maxFee, `data.fees.${i}.minFee`)),
  );
  if (found) throw asDomainError(found);
}

function decide(command: MarginsServiceFeesCommand, state: MarginsServiceFeesState): MarginsServiceFeesEvent[] {
  switch (command.type) {
    case 'SetMarginsServiceFees': {
      assertRows(command.data.fees);
      const fees = inProductOrder(command.data.fees);
      const current = state.status === 'set' ? state.fees : products.map(defaultProductFees);
      // Setting what is in force already (the defaults included) records nothing.
      if (JSON.stringify(fees) === JSON.stringify(inProductOrder(current))) return [];
      return [{ type: 'MarginsServiceFeesSet', data: { salesPartnerId: command.data.salesPartnerId, fees } }];
    }
    default:
      return assertNever(command.type);
  }
}

function evolve(_state: MarginsServiceFeesState, event: MarginsServiceFeesEvent): MarginsServiceFeesState {
  switch (event.type) {
    case 'MarginsServiceFeesSet':
      return { status: 'set', fees: event.data.fees };
    default:
      return assertNever(event.type);
  }
}

export const marginsServiceFeesDecider: Decider<MarginsServiceFeesCommand, MarginsServiceFeesState, MarginsServiceFeesEvent> = { initialState, decide, evolve };

/** The row of one product in force: the partner's, or the defaults (zeros, factors 1) until set. */
export function feesOfProduct(state: MarginsServiceFeesState, product: Product): ProductFees {
  return (state.status === 'set' ? state.fees.find((f) => f.product === product) : undefined) ?? defaultProductFees(product);
}
