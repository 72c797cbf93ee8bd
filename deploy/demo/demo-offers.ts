import { runSystemCommand } from '@portal/command-api';
import { DomainError, type Actor, type CommandData, type OfferDirection, type OfferEcology, type OfferStatus, type PriceOffer, type Product, type RequestOffer } from '@portal/events';
import { DateTime } from 'luxon';
import { demoCustomers, type DemoCustomerLogin } from './demo-customers.ts';
import { demoAdmin, demoDeliveryYears } from './demo-forecasts.ts';
import { demoHistoryYear } from './demo-load-profiles.ts';
import { demoMeteringPoints } from './demo-metering-points.ts';
import { demoPriceInputs } from './demo-prices.ts';
import { demoCommandId, type DemoDeps } from './seed-demo.ts';

const zone = 'Europe/Zurich';

/** How far the demo takes an offer through the portal's steps. */
type DemoStage = Extract<OfferStatus, 'requested' | 'priced' | 'released' | 'accepted'>;

export interface DemoOffer {
  /** Names the offer's steps (fixed commandIds). */
  readonly key: string;
  readonly customerMail: string;
  readonly product: Product;
  readonly direction: OfferDirection;
  /** The customer's demo points this offer carries, by direction and postcode of the site. */
  readonly points: readonly { readonly direction: 'CONS' | 'PROD'; readonly zipCode: string }[];
  /** Indexes into `demoDeliveryYears`. */
  readonly years: readonly (0 | 1)[];
  readonly ecology: OfferEcology;
  readonly validityMinutes: number;
  readonly stage: DemoStage;
  /** How many minutes before the seed the customer made the request (its offer time). */
  readonly minutesAgo: number;
}

const muster = 'erika.muster@muster-energie.ch';
const paul = 'paul.privat@privat-demo.ch';
const hydro: OfferEcology = { certificate: 'CH-HYDRO', energyQuality: 'CH-HYDRO' };
const week = 10080;

/**
 * Every state an admin, a partner and a customer meet: Muster Energie AG with an accepted
 * offer (first year), one waiting for its decision, one priced that waits for the admin's
 * release and one just requested (the admin's task); Paul Privat with one waiting for him.
 */
export const demoOffers: readonly DemoOffer[] = [
  { key: 'muster-full-accepted', customerMail: muster, product: 'FULL', direction: 'BOTH', points: [{ direction: 'CONS', zipCode: '8001' }, { direction: 'CONS', zipCode: '8404' }, { direction: 'PROD', zipCode: '8404' }], years: [0, 1], ecology: hydro, validityMinutes: week, stage: 'accepted', minutesAgo: 25 },
  { key: 'muster-full-released', customerMail: muster, product: 'FULL', direction: 'CONS', points: [{ direction: 'CONS', zipCode: '8404' }], years: [0, 1], ecology: { certificate: null, energyQuality: 'CH-HYDRO' }, validityMinutes: week, stage: 'released', minutesAgo: 20 },
  { key: 'muster-spot-priced', customerMail: muster, product: 'SPOT', direction: 'CONS', points: [{ direction: 'CONS', zipCode: '8001' }, { direction: 'CONS', zipCode: '8404' }], years: [0], ecology: hydro, validityMinutes: 240, stage: 'priced', minutesAgo: 15 },
  { key: 'muster-bala-requested', customerMail: muster, product: 'BALA', direction: 'CONS', points: [{ direction: 'CONS', zipCode: '8404' }], years: [0, 1], ecology: hydro, validityMinutes: 240, stage: 'requested', minutesAgo: 5 },
  { key: 'paul-full-released', customerMail: paul, product: 'FULL', direction: 'CONS', points: [{ direction: 'CONS', zipCode: '3011' }], years: [0], ecology: { certificate: 'CH-SOLAR', energyQuality: 'CH-SOLAR' }, validityMinutes: week, stage: 'released', minutesAgo: 10 },
];

const stages: readonly DemoStage[] = ['requested', 'priced', 'released', 'accepted'];
const reaches = (offer: DemoOffer, stage: DemoStage): boolean => stages.indexOf(offer.stage) >= stages.indexOf(stage);

/**
 * The demo offers, made through the real commands by the people who make them in the portal:
 * the customer's user requests, the admin prices and releases, the customer accepts. Dated on
 * the day of the first start (offer day today in Zurich, offer time a few minutes back), since
 * a release only works on the offer day. Needs the partners' fees (seedDemoPartnerFees) and the
 * accepted forecasts (seedDemoForecasts) first.
 *
 * Fixed commandIds: the first start makes them; later starts skip every step already taken, and
 * the steps of an offer requested on an earlier day are not tried again. What was left open
 * then runs out as any offer does: the expiry worker expires the priced and requested ones at
 * the end of their offer day and the released ones after their validity (a week).
 * Returns how many demo offers exist.
 */
export async function seedDemoOffers(deps: DemoDeps, customers: readonly DemoCustomerLogin[]): Promise<number> {
  const admin = demoAdmin();
  if (!admin) return 0;
  let seeded = 0;
  for (const demo of demoOffers) {
    const customer = customers.find((c) => c.mail === demo.customerMail);
    const seed = demoCustomers.find((c) => c.command.contact.mail === demo.customerMail);
    if (!customer || !seed) continue;
    // The customer's first user (its customer admin), as it would click through the stepper.
    const customerActor: Actor = { userId: seed.command.user.userId, role: 'customer', salesPartnerId: seed.salesPartnerId, customerId: customer.customerId };
    try {
      if (await seedOffer(deps, demo, customer.customerId, { customer: customerActor, admin })) seeded += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      deps.log?.(`demo offer ${demo.key} left as it is (${error.code}): ${error.message}`);
    }
  }
  return seeded;
}

/** Runs the offer's steps not yet taken; false when its request was refused. */
async function seedOffer(deps: DemoDeps, demo: DemoOffer, customerId: string, actors: { customer: Actor; admin: Actor }): Promise<boolean> {
  const step = (name: string) => demoCommandId(customerId, `offer-${demo.key}-${name}`);
  const now = new Date();
  if (!(await deps.eventStore.lookupCommand(step('request')))) {
    await runSystemCommand(deps, 'RequestOffer', requestOf(demo, customerId, now), step('request'), actors.customer);
  }
  const requested = (await deps.eventStore.readCommand(step('request'))).find((e) => e.type === 'OfferRequested')?.data as { offerId: string; offerDate: string; deliveryYears: number[] } | undefined;
  if (!requested) return false;
  const { offerId } = requested;
  // An offer of an earlier day can no longer be priced into a release: it is left to the expiry worker.
  if (requested.offerDate !== localDate(now)) return true;
  const run = async <T extends 'PriceOffer' | 'ReleaseOffer' | 'AcceptOffer'>(name: string, type: T, data: CommandData<T>, actor: Actor) => {
    if (!(await deps.eventStore.lookupCommand(step(name)))) await runSystemCommand(deps, type, data, step(name), actor);
  };
  if (reaches(demo, 'priced')) await run('price', 'PriceOffer', priceOf(demo, offerId, requested.deliveryYears), actors.admin);
  if (reaches(demo, 'released')) await run('release', 'ReleaseOffer', { offerId, confirmed: true }, actors.admin);
  if (reaches(demo, 'accepted')) await run('accept', 'AcceptOffer', { offerId, years: requested.deliveryYears.slice(0, 1), termsAccepted: true }, actors.customer);
  return true;
}

const localDate = (at: Date): string => DateTime.fromJSDate(at, { zone }).toISODate() ?? '';

/** The stepper's request: today, a few minutes back (never before local midnight), the demo history year. */
export function requestOf(demo: DemoOffer, customerId: string, now: Date): RequestOffer {
  const today = DateTime.fromJSDate(now, { zone });
  const madeAt = DateTime.max(today.minus({ minutes: demo.minutesAgo }), today.startOf('day'));
  const years = demoDeliveryYears(now);
  const points = demoMeteringPoints.find((p) => p.customerMail === demo.customerMail)?.points ?? [];
  return {
    customerId,
    marketArea: 'CH',
    product: demo.product,
    direction: demo.direction,
    currency: 'CHF',
    meteringPoints: demo.points.flatMap((ref) => {
      const point = points.find((p) => p.direction === ref.direction && p.address.zipCode === ref.zipCode);
      return point ? [{ code: point.code, direction: point.direction }] : [];
    }),
    histRangeStart: `${demoHistoryYear}-01-01`,
    histRangeEnd: `${demoHistoryYear}-12-31`,
    deliveryYears: demo.years.map((i) => years[i]),
    ecology: demo.ecology,
    offerDate: today.toISODate() ?? '',
    offerHour: madeAt.hour,
    offerMinute: madeAt.minute,
    offerValidityPeriod: demo.validityMinutes,
  };
}

/** The admin's prices for every delivery year and every direction the offer delivers. */
function priceOf(demo: DemoOffer, offerId: string, deliveryYears: readonly number[]): PriceOffer {
  const withCertificate = demo.ecology.certificate !== null;
  const inputs = (direction: 'CONS' | 'PROD', i: number) => demoPriceInputs(demo.product, direction, i, withCertificate);
  return {
    offerId,
    years: deliveryYears.map((year, i) => ({
      year,
      ...(demo.direction !== 'PROD' ? { cons: inputs('CONS', i) } : {}),
      ...(demo.direction !== 'CONS' ? { prod: inputs('PROD', i) } : {}),
    })),
  };
}
