import type { LoginStores } from '@portal/command-api';
import type { PersonalDataKeys } from '@portal/platform';
import { seedDemoCustomers, type DemoCustomerLogin } from './demo-customers.ts';
import { seedDemoForecasts } from './demo-forecasts.ts';
import { seedDemoLoadProfiles } from './demo-load-profiles.ts';
import { seedDemoMeteringPoints } from './demo-metering-points.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { demoPartners } from './demo-partners.ts';
import { seedDemoPartnerFees } from './demo-prices.ts';
import { seedDemoUsers, type DemoUser } from './demo-users.ts';
import { seedDemo, type DemoDeps, type DemoTenant } from './seed-demo.ts';

/** What the demo seeded, for the startup lines: tenants, logins and the number of offers. */
export interface SeededDemo {
  readonly tenants: readonly DemoTenant[];
  readonly logins: readonly DemoUser[];
  readonly customerLogins: readonly DemoCustomerLogin[];
  readonly offers: number;
}

export const noDemo: SeededDemo = { tenants: [], logins: [], customerLogins: [], offers: 0 };

/**
 * The all-in-one server's demo (`PORTAL_DEMO`): two tenants, their users and customers, metering
 * points, load profiles, fees, forecasts and offers. Seeding again changes nothing. The market
 * files are imported later, through the running workers (`seedDemoMarketInBackground`).
 */
export async function seedAllDemo(deps: Required<DemoDeps> & { personalData: PersonalDataKeys }, session: LoginStores): Promise<SeededDemo> {
  const { eventStore, catalog, blobStore, personalData, log } = deps;
  const demoDeps: DemoDeps = { eventStore, catalog, blobStore, log };
  const tenants = await seedDemo(demoDeps);
  const partnerIds = demoPartners.filter((p) => tenants.some((tenant) => tenant.host === p.profile.domains[0])).map((p) => p.profile.salesPartnerId);
  const logins = await seedDemoUsers({ eventStore, catalog, blobStore }, session, partnerIds);
  const customerLogins = await seedDemoCustomers({ eventStore, catalog, blobStore, personalData }, session, partnerIds);
  await seedDemoMeteringPoints(demoDeps, customerLogins);
  await seedDemoLoadProfiles(demoDeps);
  await seedDemoPartnerFees(demoDeps, partnerIds);
  await seedDemoForecasts(demoDeps, customerLogins);
  // Offers on the first start only: a release works on its offer day alone (demo-offers.ts).
  const offers = await seedDemoOffers(demoDeps, customerLogins);
  return { tenants, logins, customerLogins, offers };
}
