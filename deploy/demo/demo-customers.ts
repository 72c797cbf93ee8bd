import { runSystemCommand, totpUri, type LoginStores } from '@portal/command-api';
import type { CreateCustomer, PersonalDataKeys } from '@portal/events';
import { alphaDemoId } from './demo-partners.ts';
import { demoPassword, demoUsers } from './demo-users.ts';
import { demoCommandId, type DemoDeps } from './seed-demo.ts';

/** A demo customer's first user (its customer admin), as the start banner and the README list it. */
export interface DemoCustomerLogin {
  readonly mail: string;
  readonly host: string;
  readonly totpSecret: string;
  readonly customer: string;
}

interface DemoCustomer {
  readonly salesPartnerId: string;
  readonly host: string;
  readonly totpSecret: string;
  readonly command: CreateCustomer;
}

const address = { street: 'Bahnhofstrasse', streetNr: '12', zipCode: '8001', place: 'Zürich', country: 'CH' as const, canton: 'ZH' };

// Fixed ids and secrets, like the demo partner users: every start finds the same customers.
export const demoCustomers: readonly DemoCustomer[] = [
  {
    salesPartnerId: alphaDemoId,
    host: 'alpha.localhost',
    totpSecret: 'MZUXE3JAMFSG22LOEBSGK3LPEAZDAMRW',
    command: {
      customerId: '6d1f3c2e-c0f1-4a00-9000-00000000c0f1',
      customerType: 'FI',
      firmname: 'Muster Energie AG',
      contact: {
        sex: 'MS', prename: 'Erika', name: 'Muster', mail: 'erika.muster@muster-energie.ch', phoneprefix: '+41', phone: '44 555 66 77', language: 'de',
        ...address, website: 'https://muster-energie.ch',
      },
      billingAddress: { firmname: 'Muster Energie AG', street: 'Postfach', streetNr: '1', zipCode: '8021', place: 'Zürich', country: 'CH' },
      currencies: ['CHF'],
      user: { userId: '6d1f3c2e-c0f1-4a00-9000-00000000c0a1' },
    },
  },
  {
    salesPartnerId: alphaDemoId,
    host: 'alpha.localhost',
    totpSecret: 'OBZGS5TBORSSAZDFNVXSAMRQGI3CCIJB',
    command: {
      customerId: '6d1f3c2e-9a1f-4a00-9000-000000009a1f',
      customerType: 'PR',
      firmname: null,
      contact: {
        sex: 'MR', prename: 'Paul', name: 'Privat', mail: 'paul.privat@privat-demo.ch', phoneprefix: '+41', phone: '31 222 33 44', language: 'de',
        street: 'Marktgasse', streetNr: '5', zipCode: '3011', place: 'Bern', country: 'CH', canton: 'BE',
      },
      billingAddress: null,
      currencies: ['CHF'],
      user: { userId: '6d1f3c2e-9a1f-4a00-9000-000000009aa1' },
    },
  },
];

export const demoCustomerTotpUri = (login: DemoCustomerLogin): string => totpUri({ secret: login.totpSecret, issuer: 'Portal demo', account: login.mail });

/**
 * A firm customer with its customer admin and a private customer of alpha, created by alpha's
 * demo user as in the portal, their first users given the demo password and known TOTP secrets
 * and activated. Safe on every start: each step runs under a fixed commandId.
 */
export async function seedDemoCustomers(
  deps: DemoDeps & { personalData: PersonalDataKeys },
  login: LoginStores,
  partnerIds: readonly string[],
  now = new Date(),
): Promise<DemoCustomerLogin[]> {
  const seeded: DemoCustomerLogin[] = [];
  for (const demo of demoCustomers) {
    const partnerUser = demoUsers.find((u) => u.user.salesPartnerId === demo.salesPartnerId)?.user;
    if (!partnerIds.includes(demo.salesPartnerId) || !partnerUser) continue;
    const { customerId, user, contact } = demo.command;
    const actor = { userId: partnerUser.userId, role: 'salesPartner' as const, salesPartnerId: demo.salesPartnerId };
    await runSystemCommand(deps, 'CreateCustomer', demo.command, demoCommandId(customerId, 'create'), actor);
    await login.setKnownCredentials(user.userId, demoPassword, demo.totpSecret, now);
    await runSystemCommand(deps, 'ActivateSeededUser', { userId: user.userId }, demoCommandId(customerId, 'activate'));
    seeded.push({ mail: contact.mail, host: demo.host, totpSecret: demo.totpSecret, customer: demo.command.firmname ?? `${contact.prename} ${contact.name}` });
  }
  return seeded;
}
