import type { i18n as I18n } from 'i18next';
import { componentsCatalogue } from '@/components/i18n.ts';
import { auditHistoryCatalogue } from '@/entities/audit/i18n.ts';
import { customerCatalogue } from '@/entities/customer/i18n.ts';
import { forecastCatalogue } from '@/entities/forecast/i18n.ts';
import { meteringPointCodeCatalogue } from '@/entities/metering-point/i18n.ts';
import { offerTextsCatalogue } from '@/entities/offer/offer-texts.ts';
import { userCatalogue } from '@/entities/user/i18n.ts';
import { userPagesCatalogue } from '@/entities/user/panels/i18n.ts';
import type { Catalogue } from '@/lib/feature.ts';
import { features } from './feature-registry.ts';

/**
 * Texts that belong to one feature live beside it (`features/<feature>/i18n.ts`, one top-level
 * key per feature, handed over in its feature.ts) and are added here with those of the shared
 * components and the entities (`entities/<entity>/i18n.ts`), so nobody edits the shared
 * catalogues for them. catalogues.spec.ts holds them to the same rules as the shared ones.
 */
export const featureCatalogues: readonly Catalogue[] = [
  componentsCatalogue,
  customerCatalogue,
  userCatalogue,
  userPagesCatalogue,
  forecastCatalogue,
  meteringPointCodeCatalogue,
  offerTextsCatalogue,
  auditHistoryCatalogue,
  ...features.flatMap((feature) => (feature.catalogue ? [feature.catalogue] : [])),
];

export function registerFeatureCatalogues(i18n: I18n): void {
  for (const catalogue of featureCatalogues) {
    for (const language of ['de', 'en', 'fr'] as const) i18n.addResourceBundle(language, 'translation', catalogue[language], true, false);
  }
}
