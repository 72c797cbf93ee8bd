import type { Feature, LazyPage } from '@/lib/feature.ts';
import { accountSettingsFeature } from '@/features/account-settings/feature.ts';
import { auditFeature } from '@/features/audit/feature.ts';
import { activationFeature } from '@/features/activation/feature.ts';
import { auditorsFeature } from '@/features/auditors/feature.ts';
import { authFeature } from '@/features/auth/feature.ts';
import { customersFeature } from '@/features/customers/feature.ts';
import { dashboardFeature } from '@/features/dashboard/feature.ts';
import { forecastsFeature } from '@/features/forecasts/feature.ts';
import { imprintFeature } from '@/features/imprint/feature.ts';
import { marginsServiceFeesFeature } from '@/features/margins-service-fees/feature.ts';
import { marketFeature } from '@/features/market/feature.ts';
import { marketDataJobsFeature } from '@/features/market-data-jobs/feature.ts';
import { meteringPointsFeature } from '@/features/metering-points/feature.ts';
import { notFoundFeature } from '@/features/not-found/feature.ts';
import { offerTasksFeature } from '@/features/offer-tasks/feature.ts';
import { offerRequestFeature } from '@/features/offer-request/feature.ts';
import { offersFeature } from '@/features/offers/feature.ts';
import { recoveryFeature } from '@/features/recovery/feature.ts';
import { registrationFeature } from '@/features/registration/feature.ts';
import { salesPartnersFeature } from '@/features/sales-partners/feature.ts';
import { termsFeature } from '@/features/terms/feature.ts';

// Every feature that serves pages or brings texts: a new feature adds one line here, and its
// pages and texts stay in its own folder (features/<feature>/feature.ts).
export const features: readonly Feature[] = [
  dashboardFeature,
  authFeature,
  registrationFeature,
  recoveryFeature,
  activationFeature,
  imprintFeature,
  notFoundFeature,
  termsFeature,
  customersFeature,
  accountSettingsFeature,
  salesPartnersFeature,
  meteringPointsFeature,
  forecastsFeature,
  marginsServiceFeesFeature,
  offerTasksFeature,
  offerRequestFeature,
  offersFeature,
  marketFeature,
  marketDataJobsFeature,
  auditorsFeature,
  auditFeature,
];

/**
 * The pages of all features by full path. Two features serving one path is a programming
 * error, refused here rather than settled by the order of the list.
 */
export function collectPages(list: readonly Feature[]): ReadonlyMap<string, LazyPage> {
  const pages = new Map<string, LazyPage>();
  const owners = new Map<string, string>();
  for (const feature of list) {
    for (const [path, load] of Object.entries(feature.pages ?? {})) {
      const owner = owners.get(path);
      if (owner !== undefined) throw new Error(`${path} is served by both ${owner} and ${feature.name}`);
      owners.set(path, feature.name);
      pages.set(path, load);
    }
  }
  return pages;
}
