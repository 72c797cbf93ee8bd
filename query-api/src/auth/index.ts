export { sessionAuth, principalOf, type Principal, type SessionAuthDeps } from './principal.ts';
export { guard, allows, guardNames, type GuardName } from './guards.ts';
export { assertSameSalesPartner, assertMayReadCustomer, assertMayReadUser, type CustomerRef, type UserRef } from './tenant-checks.ts';
