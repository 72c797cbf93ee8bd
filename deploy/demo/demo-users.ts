import { randomUUID } from 'node:crypto';
import { runSystemCommand, totpUri, type LoginStores } from '@portal/command-api';
import type { CreatePlatformUser } from '@portal/events';
import { alphaDemoId, betaDemoId } from './demo-partners.ts';
import type { DemoDeps } from './seed-demo.ts';

/** Every demo user's password (README, printed by `npm start`). */
export const demoPassword = 'Portal-Demo-2026!';

export interface DemoUser {
  readonly user: CreatePlatformUser;
  /** Base32 TOTP secret: type it into any authenticator app, or open the otpauth URI. */
  readonly totpSecret: string;
  /** Where the user logs in (the admin and the auditor on any host). */
  readonly host: string;
}

// Fixed ids and secrets: every start finds the same users, and the README can list them.
export const demoUsers: readonly DemoUser[] = [
  {
    host: 'localhost',
    totpSecret: 'KRSXG5CBMRWWS3SQN5ZHIYLMGIYDENRB',
    user: {
      userId: '6d1f3c2e-ad00-4a00-9000-0000000ad001', salesPartnerId: null, role: 'admin', mail: 'admin@portal.localhost',
      name: 'Admin', prename: 'Ada', sex: 'MS', language: 'en', phoneprefix: '+41', phone: '44 000 00 01',
    },
  },
  {
    // Reads for the operator and changes nothing (docs/adr/0025-auditors.md); logs in where the admin
    // does. After the admin: the e2e helpers log in as the first login the banner lists for a host.
    host: 'localhost',
    totpSecret: 'OBXXE5DBNQWWC5LENF2G64RNMRSW23ZB',
    user: {
      userId: '6d1f3c2e-ad00-4a00-9000-0000000a0d17', salesPartnerId: null, role: 'auditor', mail: 'auditor@portal.localhost',
      name: 'Auditor', prename: 'Audrey', sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 000 00 02',
    },
  },
  {
    host: 'alpha.localhost',
    totpSecret: 'MFXG4YJAMFWHA2DBEBSGK3LPEAZDAMRW',
    user: {
      userId: '6d1f3c2e-a1fa-4a00-9000-0000000a1fa1', salesPartnerId: alphaDemoId, role: 'salesPartner', mail: 'anna.alpha@alpha-energie.ch',
      name: 'Alpha', prename: 'Anna', sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 70',
    },
  },
  {
    host: 'beta.localhost',
    totpSecret: 'MJSW4IDCMV2GCIDEMVWW6IBSGAZDMMBB',
    user: {
      userId: '6d1f3c2e-0b3e-4a00-9000-00000000b3a1', salesPartnerId: betaDemoId, role: 'salesPartner', mail: 'ben.beta@beta-strom.de',
      name: 'Beta', prename: 'Ben', sex: 'MR', language: 'de', phoneprefix: '+49', phone: '30 1234567',
    },
  },
];

/** The otpauth URI of a demo user, for authenticator apps that take a link. */
export const demoTotpUri = (demo: DemoUser): string => totpUri({ secret: demo.totpSecret, issuer: 'Portal demo', account: demo.user.mail });

/**
 * Creates the demo admin and auditor and the users of the seeded partners with the demo password and their
 * known TOTP secrets. Safe on every start: creating a user again changes nothing, and an enabled
 * authenticator is kept.
 */
export async function seedDemoUsers(deps: DemoDeps, login: LoginStores, partnerIds: readonly string[], now = new Date()): Promise<DemoUser[]> {
  const seeded: DemoUser[] = [];
  for (const demo of demoUsers) {
    if (demo.user.salesPartnerId !== null && !partnerIds.includes(demo.user.salesPartnerId)) continue;
    await runSystemCommand(deps, 'CreatePlatformUser', demo.user, randomUUID());
    await login.setKnownCredentials(demo.user.userId, demoPassword, demo.totpSecret, now);
    seeded.push(demo);
  }
  return seeded;
}
