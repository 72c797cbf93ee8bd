import { runSystemCommand, totpUri, type LoginStores } from '@portal/command-api';
import { customerIdOfStream, DomainError, type CreateCustomer } from '@portal/events';
import { type PersonalDataKeys } from '@portal/platform';
import { alphaDemoId } from './demo-partners.ts';
import { demoPassword, demoUsers } from './demo-users.ts';
import { demoCommandId, type DemoDeps } from './seed-demo.ts';

/** A demo customer's first user (its customer admin), as the start banner and the README list it. */
export interface DemoCustomerLogin {
  readonly mail: string;
  readonly host: string;
  readonly totpSecret: string;
  readonly customer: string;
  /** The customer number the command API assigned (100001 and 100002 on a fresh database). */
  readonly customerId: string;
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
    const { user, contact } = demo.command;
    const actor = { userId: partnerUser.userId, role: 'salesPartner' as const, salesPartnerId: demo.salesPartnerId };
    // Keyed by the first user's fixed id: a later start replays the same commands, and the same customer number comes back.
    const created = await runSystemCommand(deps, 'CreateCustomer', demo.command, demoCommandId(user.userId, 'create'), actor).catch((error: unknown) => {
      if (error instanceof DomainError) throw new Error(`the demo customer ${contact.mail} cannot be seeded (${error.code}): the data directory was probably written by an older version; remove PORTAL_DATA_DIR and start again`, { cause: error });
      throw error;
    });
    await login.setKnownCredentials(user.userId, demoPassword, demo.totpSecret, now);
    await runSystemCommand(deps, 'ActivateSeededUser', { userId: user.userId }, demoCommandId(user.userId, 'activate'));
    const customer = demo.command.firmname ?? `${contact.prename} ${contact.name}`;
    seeded.push({ mail: contact.mail, host: demo.host, totpSecret: demo.totpSecret, customer, customerId: customerIdOfStream(created.streamId) });
  }
  return seeded;
}
