import {
  assertNever,
  DomainError,
  meteringPointEvents,
  type Actor,
  type ChangeDeliveryPeriod,
  type ChangeMeteringPointAddress,
  type ChangeYearlyQuantity,
  type Decider,
  type LoadProfileEvent,
  type MeteringAddress,
  type MeteringPointEvent,
  type RemoveMeteringPoint,
  type ReplaceMeter,
  type SetInterruption,
} from '@portal/events';
import { problem, type Problem } from '@portal/events/validation';

/** A rule's refusal (400 at its field) that keeps the rule's key, so a batch can list it with the others. */
export const refuse = (found: Problem): DomainError => new DomainError(found.code, 400, found.message, { field: found.field, details: { key: found.key } });

/**
 * One metering point in one direction (`meteringPoint-<code>-<direction>`). The rules between
 * many points (a batch, the declared totals, the country rules) are `registration-rules.ts`;
 * here are the rules of one stream: who may change it, that a code is registered once (again
 * only after its removal), that it keeps its address beside its other direction, and the
 * order of dates.
 */

/** Who sends the command, as far as the tenant rules need it. */
export interface MeteringActor {
  readonly role: Actor['role'];
  readonly salesPartnerId?: string;
  readonly customerId?: string;
}

export type Registered = Extract<MeteringPointEvent, { type: 'MeteringPointRegistered' }>['data'];

export interface MeteringPointKnown {
  readonly customerId: string;
  readonly salesPartnerId: string;
  readonly marketArea: string;
  readonly yearlyQuantityKwh: string;
  readonly address: MeteringAddress;
  readonly deliveryFrom: string | null;
  readonly deliveryTo: string | null;
  readonly interruption: { readonly from: string; readonly to: string } | null;
}

export type MeteringPointState =
  | { readonly status: 'none' }
  | ({ readonly status: 'active' } & MeteringPointKnown)
  | ({ readonly status: 'replaced'; readonly newCode: string; readonly validFrom: string } & MeteringPointKnown)
  | { readonly status: 'removed'; readonly customerId: string; readonly salesPartnerId: string };

/** The same code in its other direction, while that stream measures: one site, one customer, one address. */
export interface Sibling {
  readonly customerId: string;
  readonly address: MeteringAddress;
}

export type MeteringPointCommand =
  /**
   * `at` is the point's place in the command (`data.points.3`); `sibling` is the address the
   * same code has in its other direction, when that stream is active (a code keeps one address).
   */
  | { readonly type: 'RegisterMeteringPoint'; readonly data: Registered; readonly at: string; readonly codeField?: string; readonly sibling: Sibling | null }
  | { readonly type: 'ChangeMeteringPointAddress'; readonly data: ChangeMeteringPointAddress; readonly by: MeteringActor }
  | { readonly type: 'ChangeYearlyQuantity'; readonly data: ChangeYearlyQuantity; readonly by: MeteringActor }
  | { readonly type: 'ChangeDeliveryPeriod'; readonly data: ChangeDeliveryPeriod; readonly by: MeteringActor }
  | { readonly type: 'SetInterruption'; readonly data: SetInterruption; readonly by: MeteringActor }
  | { readonly type: 'ReplaceMeter'; readonly data: ReplaceMeter; readonly by: MeteringActor }
  | { readonly type: 'RemoveMeteringPoint'; readonly data: RemoveMeteringPoint; readonly by: MeteringActor };

/** The admin and the system any; a partner's users its customers' points; a customer's users its own. */
export function mayManage(by: MeteringActor, owner: { readonly customerId: string; readonly salesPartnerId: string }): boolean {
  if (by.role === 'admin' || by.role === 'system') return true;
  if (by.role === 'salesPartner') return by.salesPartnerId === owner.salesPartnerId;
  return by.role === 'customer' && by.customerId === owner.customerId;
}

// Another tenant's point and a point that does not exist answer alike, as customers do.
const notYours = (code: string): DomainError => new DomainError('ERR_BAD_REQUEST', 403, `metering point ${code} is not one of yours`, { field: 'data.code' });
const notActive = (code: string, state: MeteringPointState): DomainError =>
  new DomainError('STATE_ERROR', 409, `metering point ${code} was ${state.status === 'replaced' ? `replaced by ${state.newCode}` : 'removed'}`, { field: 'data.code' });

const sameAddress = (a: MeteringAddress, b: MeteringAddress): boolean =>
  a.street === b.street && a.streetNr === b.streetNr && a.place === b.place && a.zipCode === b.zipCode && a.country === b.country && a.countryState === b.countryState;

/** Local dates compare as text (yyyy-mm-dd). */
const before = (a: string, b: string): boolean => a < b;

function register(command: Extract<MeteringPointCommand, { type: 'RegisterMeteringPoint' }>, state: MeteringPointState): MeteringPointEvent[] {
  const { data, at, sibling } = command;
  if (state.status === 'active' || state.status === 'replaced') {
    throw refuse(problem(command.codeField ?? `${at}.code`, `metering point ${data.code} (${data.direction}) exists already`, 'meteringPointExists', { code: data.code, direction: data.direction }));
  }
  if (sibling && sibling.customerId !== data.customerId) {
    throw refuse(problem(command.codeField ?? `${at}.code`, `metering point ${data.code} belongs to another customer in its other direction`, 'meteringPointExists', { code: data.code }));
  }
  if (sibling && !sameAddress(sibling.address, data.address)) {
    throw refuse(problem(`${at}.address.street`, `metering point ${data.code} has another address in its other direction`, 'meteringPointAddress', { code: data.code }));
  }
  if (data.deliveryFrom !== null && data.deliveryTo !== null && before(data.deliveryTo, data.deliveryFrom)) {
    throw refuse(problem(`${at}.deliveryTo`, 'the delivery ends before it starts', 'deliveryPeriod', { from: data.deliveryFrom, to: data.deliveryTo }));
  }
  return [{ type: 'MeteringPointRegistered', data }];
}

/** The state a change needs: the point exists, is the sender's, and still measures. */
function activeFor(command: Exclude<MeteringPointCommand, { type: 'RegisterMeteringPoint' }>, state: MeteringPointState): Extract<MeteringPointState, { status: 'active' }> {
  const { code } = command.data;
  if (state.status === 'none' || !mayManage(command.by, state)) throw notYours(code);
  if (state.status !== 'active') throw notActive(code, state);
  return state;
}

function decide(command: MeteringPointCommand, state: MeteringPointState): MeteringPointEvent[] {
  switch (command.type) {
    case 'RegisterMeteringPoint':
      return register(command, state);
    case 'ChangeMeteringPointAddress': {
      const current = activeFor(command, state);
      if (sameAddress(current.address, command.data.address)) return [];
      return [{ type: 'MeteringPointAddressChanged', data: command.data }];
    }
    case 'ChangeYearlyQuantity': {
      const current = activeFor(command, state);
      if (current.yearlyQuantityKwh === command.data.yearlyQuantityKwh) return [];
      return [{ type: 'MeteringPointYearlyQuantityChanged', data: command.data }];
    }
    case 'ChangeDeliveryPeriod': {
      const current = activeFor(command, state);
      const { deliveryFrom, deliveryTo } = command.data;
      if (deliveryFrom !== null && deliveryTo !== null && before(deliveryTo, deliveryFrom)) {
        throw refuse(problem('data.deliveryTo', 'the delivery ends before it starts', 'deliveryPeriod', { from: deliveryFrom, to: deliveryTo }));
      }
      if (current.deliveryFrom === deliveryFrom && current.deliveryTo === deliveryTo) return [];
      return [{ type: 'MeteringPointDeliveryPeriodChanged', data: command.data }];
    }
    case 'SetInterruption': {
      const current = activeFor(command, state);
      const { code, direction, from, to } = command.data;
      if (to === null) return current.interruption === null ? [] : [{ type: 'MeteringPointInterruptionCleared', data: { code, direction } }];
      if (from === null) throw refuse(problem('data.from', 'an interruption needs its first day', 'interruptionPeriod', { to }));
      if (before(to, from)) throw refuse(problem('data.to', 'the interruption ends before it starts', 'interruptionPeriod', { from, to }));
      if (current.interruption?.from === from && current.interruption.to === to) return [];
      return [{ type: 'MeteringPointInterrupted', data: { code, direction, from, to } }];
    }
    case 'ReplaceMeter': {
      activeFor(command, state);
      const { code, newCode } = command.data;
      if (newCode === code) throw refuse(problem('data.newCode', 'the new code must differ from the old', 'meteringPointNewCode', { code }));
      return [{ type: 'MeteringPointReplaced', data: command.data }];
    }
    case 'RemoveMeteringPoint': {
      const { code, direction } = command.data;
      if (state.status === 'none' || !mayManage(command.by, state)) throw notYours(code);
      if (state.status === 'removed') return [];
      return [{ type: 'MeteringPointRemoved', data: { code, direction, customerId: state.customerId, salesPartnerId: state.salesPartnerId } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: MeteringPointState, event: MeteringPointEvent): MeteringPointState {
  switch (event.type) {
    case 'MeteringPointRegistered': {
      const { customerId, salesPartnerId, marketArea, yearlyQuantityKwh, address, deliveryFrom, deliveryTo } = event.data;
      return { status: 'active', customerId, salesPartnerId, marketArea, yearlyQuantityKwh, address, deliveryFrom, deliveryTo, interruption: null };
    }
    case 'MeteringPointAddressChanged':
      return state.status === 'active' ? { ...state, address: event.data.address } : state;
    case 'MeteringPointYearlyQuantityChanged':
      return state.status === 'active' ? { ...state, yearlyQuantityKwh: event.data.yearlyQuantityKwh } : state;
    case 'MeteringPointDeliveryPeriodChanged':
      return state.status === 'active' ? { ...state, deliveryFrom: event.data.deliveryFrom, deliveryTo: event.data.deliveryTo } : state;
    case 'MeteringPointInterrupted':
      return state.status === 'active' ? { ...state, interruption: { from: event.data.from, to: event.data.to } } : state;
    case 'MeteringPointInterruptionCleared':
      return state.status === 'active' ? { ...state, interruption: null } : state;
    case 'MeteringPointReplaced':
      return state.status === 'active' ? { ...state, status: 'replaced', newCode: event.data.newCode, validFrom: event.data.validFrom } : state;
    case 'MeteringPointRemoved':
      return { status: 'removed', customerId: event.data.customerId, salesPartnerId: event.data.salesPartnerId };
    default:
      return assertNever(event);
  }
}

// The point's stream also carries its load profiles and forecasts (load-profile-events.ts), read
// by the load profile and forecast deciders: they change nothing of the registration.
const registrationTypes: ReadonlySet<string> = new Set(meteringPointEvents.map((e) => e.type));
const isRegistration = (event: MeteringPointEvent | LoadProfileEvent): event is MeteringPointEvent => registrationTypes.has(event.type);

export const meteringPointDecider: Decider<MeteringPointCommand, MeteringPointState, MeteringPointEvent | LoadProfileEvent> = {
  initialState: () => ({ status: 'none' }),
  decide,
  evolve: (state, event) => (isRegistration(event) ? evolve(state, event) : state),
};

