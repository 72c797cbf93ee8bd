import { meteringPointStream, type Actor } from '@portal/events';
import { contact, firm, person } from '../../customer/testing/customer-fixtures.ts';
import { rightPassword } from '../../customer/testing/customer-api-for-test.ts';
import { registration, swissCode, swissPoint } from '../../metering-point/testing/metering-fixtures.ts';
import { offerRequest } from '../../offer/testing/offer-fixtures.ts';
import { alphaId, partner } from '../../sales-partner/testing/partner-fixtures.ts';

/** One command as the crash test sends it: fixed ids, so a re-sent run and a reference run write the same. */
export interface CrashStep {
  readonly type: string;
  readonly data: unknown;
  readonly actor: Actor;
  readonly commandId: string;
}

/** Events a scenario needs that no command of its setup can write here (a load profile names a file in the blob store). */
export interface CrashSeed {
  readonly streamId: string;
  readonly type: string;
  readonly data: unknown;
}

export interface CrashScenario {
  /** Sent before the command under test, each once (a second run answers them as replays). */
  readonly setup: readonly CrashStep[];
  /** Appended after the setup, each unless its stream already holds an event of its type (the re-sent run). */
  readonly seed?: readonly CrashSeed[];
  readonly command: CrashStep;
}

const admin: Actor = { userId: '7e57ad41-0000-4000-8000-000000000001', role: 'admin' };
const anna: Actor = { userId: '7e57ad41-0000-4000-8000-000000000002', role: 'salesPartner', salesPartnerId: alphaId };
const id = (n: number): string => `c7a5c0de-0000-4000-8000-${String(n).padStart(12, '0')}`;

// In a fresh database the first customer gets the first number.
const firstCustomer = '100001';
const secondUser = '5a0e0a52-5555-4c1e-9a57-3f1d2a000005';

const base: readonly CrashStep[] = [
  { type: 'CreateSalesPartner', data: partner(), actor: admin, commandId: id(1) },
];
const withFirm: readonly CrashStep[] = [...base, { type: 'CreateCustomer', data: firm(), actor: anna, commandId: id(2) }];
const withPerson: readonly CrashStep[] = [
  ...base,
  { type: 'CreateCustomer', data: person({ contact: contact({ sex: 'MR', prename: 'Paul', name: 'Privat', mail: 'paul@example.ch' }), billingAddress: null, currencies: ['CHF'] }), actor: anna, commandId: id(2) },
];
const invitation = {
  userId: secondUser, salesPartnerId: alphaId, customerId: firstCustomer, role: 'customer', isCustomerAdmin: false, mail: 'second.user@example.ch',
  name: 'Zweit', prename: 'Zora', sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 555 66 77',
};

// The firm renamed: its identity within the partner moves to another reservation stream.
const { firmname: _old, contact: firmContact, billingAddress, currencies } = firm();
const renamed = { customerId: firstCustomer, firmname: 'Muster Mühle Holding AG', contact: firmContact, billingAddress, currencies };

/**
 * Every command that writes more than one stream (ADR 10), each in the state it needs. The
 * command under test always has the commandId `id(99)`.
 */
export const crashScenarios: Record<string, CrashScenario> = {
  CreatePlatformUser: {
    setup: base,
    command: {
      type: 'CreatePlatformUser', actor: admin, commandId: id(99),
      data: { userId: anna.userId, salesPartnerId: alphaId, role: 'salesPartner', mail: 'anna@alpha-energie.ch', name: 'Alpha', prename: 'Anna', sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 69' },
    },
  },
  CreateCustomer: { setup: base, command: { type: 'CreateCustomer', data: firm(), actor: anna, commandId: id(99) } },
  ChangeCustomer: {
    setup: withFirm,
    command: { type: 'ChangeCustomer', actor: anna, commandId: id(99), data: renamed },
  },
  InviteUser: { setup: withFirm, command: { type: 'InviteUser', data: invitation, actor: anna, commandId: id(99) } },
  DeactivateUser: {
    setup: [...withFirm, { type: 'InviteUser', data: invitation, actor: anna, commandId: id(3) }],
    command: { type: 'DeactivateUser', data: { userId: secondUser, actingPassword: rightPassword }, actor: anna, commandId: id(99) },
  },
  DeleteCustomer: { setup: withFirm, command: { type: 'DeleteCustomer', data: { customerId: firstCustomer, actingPassword: rightPassword }, actor: anna, commandId: id(99) } },
  EraseCustomer: { setup: withPerson, command: { type: 'EraseCustomer', data: { customerId: firstCustomer, actingPassword: rightPassword }, actor: admin, commandId: id(99) } },
  RegisterMeteringPoints: {
    setup: withFirm,
    command: { type: 'RegisterMeteringPoints', data: registration(firstCustomer, [swissPoint(1), swissPoint(1, { direction: 'PROD' }), swissPoint(2)]), actor: anna, commandId: id(99) },
  },
  ReplaceMeter: {
    setup: [...withFirm, { type: 'RegisterMeteringPoints', data: registration(firstCustomer, [swissPoint(1)]), actor: anna, commandId: id(3) }],
    command: { type: 'ReplaceMeter', data: { code: swissCode(1), direction: 'CONS', newCode: swissCode(5), validFrom: '2026-07-01' }, actor: anna, commandId: id(99) },
  },
  RequestOffer: {
    setup: [...withFirm, { type: 'RegisterMeteringPoints', data: registration(firstCustomer, [swissPoint(1)]), actor: anna, commandId: id(3) }],
    seed: [{
      streamId: meteringPointStream(swissCode(1), 'CONS'),
      type: 'LoadProfileUploaded',
      data: {
        code: swissCode(1), direction: 'CONS', period: { from: '2025-01-01', to: '2025-12-31', timeZone: 'Europe/Zurich', resolution: 15 },
        file: { hash: 'a'.repeat(64), format: 'csv', column: 'CONS' }, summary: { kwh: '118000.000', maxKw: '40' },
      },
    }],
    // The child's clock is 24 November 2026: the offer is made that day for 2027 and 2028.
    command: {
      type: 'RequestOffer', actor: anna, commandId: id(99),
      data: offerRequest({ customerId: firstCustomer, offerDate: '2026-11-24', histRangeStart: '2025-01-01', histRangeEnd: '2025-12-31', deliveryYears: [2027, 2028] }),
    },
  },
  ChangeSalesPartner: {
    setup: base,
    command: { type: 'ChangeSalesPartner', data: partner({ subdomain: 'alpha-energie', domains: ['alpha.localhost', 'kunden.alpha-energie.ch'] }), actor: admin, commandId: id(99) },
  },
};
