import { runSystemCommand } from '@portal/command-api';
import type { MeteringPointInput } from '@portal/events';
import { alphaDemoId } from './demo-partners.ts';
import type { DemoCustomerLogin } from './demo-customers.ts';
import { demoUsers } from './demo-users.ts';
import { demoCommandId, type DemoDeps } from './seed-demo.ts';

/**
 * Swiss metering point ids: `CH`, the 6-digit number of the network operator, the 5-digit
 * postcode of the site and 20 upper-case letters or digits (DOMAIN.md). The demo's operator
 * number 100801 and the serials are made up; the structure is what the checks hold them to.
 */
const swissPoint = (postcode: string, serial: string): string => `CH100801${postcode.padStart(5, '0')}${serial.padStart(20, '0')}`;

interface DemoPoints {
  /** The demo customer, by its contact mail (the customer number is assigned at seeding). */
  readonly customerMail: string;
  readonly points: readonly MeteringPointInput[];
}

const musterAddress = { street: 'Bahnhofstrasse', streetNr: '12', place: 'Zürich', zipCode: '8001', country: 'CH' as const, countryState: 'ZH' };
const musterWerk = { street: 'Industriestrasse', streetNr: '40', place: 'Winterthur', zipCode: '8404', country: 'CH' as const, countryState: 'ZH' };

export const demoMeteringPoints: readonly DemoPoints[] = [
  {
    customerMail: 'erika.muster@muster-energie.ch',
    points: [
      { code: swissPoint('8001', 'EZ000000000000001001'), direction: 'CONS', yearlyQuantityKwh: '420000', address: musterAddress },
      { code: swissPoint('8404', 'EZ000000000000004040'), direction: 'CONS', yearlyQuantityKwh: '1850000', address: musterWerk },
      // The factory's roof: the same code consumes and feeds in, at one address.
      { code: swissPoint('8404', 'EZ000000000000004040'), direction: 'PROD', yearlyQuantityKwh: '160000', address: musterWerk },
    ],
  },
  {
    customerMail: 'paul.privat@privat-demo.ch',
    points: [
      {
        code: swissPoint('3011', 'EZ000000000000000005'),
        direction: 'CONS',
        yearlyQuantityKwh: '4500',
        address: { street: 'Marktgasse', streetNr: '5', place: 'Bern', zipCode: '3011', country: 'CH', countryState: 'BE' },
      },
    ],
  },
];

/**
 * The demo customers' metering points, registered by alpha's demo partner user as in the portal
 * (market area CH). Safe on every start: each customer's registration runs under a fixed commandId.
 */
export async function seedDemoMeteringPoints(deps: DemoDeps, customers: readonly DemoCustomerLogin[]): Promise<number> {
  const partnerUser = demoUsers.find((u) => u.user.salesPartnerId === alphaDemoId)?.user;
  if (!partnerUser) return 0;
  const actor = { userId: partnerUser.userId, role: 'salesPartner' as const, salesPartnerId: alphaDemoId };
  let registered = 0;
  for (const demo of demoMeteringPoints) {
    const customer = customers.find((c) => c.mail === demo.customerMail);
    if (!customer) continue;
    const declared = demo.points.some((p) => p.direction === 'PROD') ? (demo.points.some((p) => p.direction === 'CONS') ? 'BOTH' : 'PROD') : 'CONS';
    await runSystemCommand(
      deps,
      'RegisterMeteringPoints',
      { customerId: customer.customerId, marketArea: 'CH', declared, source: 'FORM', points: [...demo.points] },
      demoCommandId(customer.customerId, 'metering-points'),
      actor,
    );
    registered += demo.points.length;
  }
  return registered;
}
