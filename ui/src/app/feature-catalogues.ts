import type { i18n as I18n } from 'i18next';
import { customerCatalogue } from '@/components/customer/i18n.ts';
import { componentsCatalogue } from '@/components/i18n.ts';
import { userPagesCatalogue } from '@/components/user-pages/i18n.ts';
import { accountSettingsCatalogue } from '@/features/account-settings/i18n.ts';
import { customersCatalogue } from '@/features/customers/i18n.ts';
import { activationCatalogue } from '@/features/activation/i18n.ts';
import { recoveryCatalogue } from '@/features/recovery/i18n.ts';
import { registrationCatalogue } from '@/features/registration/i18n.ts';
import { portalTermsCatalogue } from '@/features/terms/i18n.ts';
import { salesPartnersCatalogue } from '@/features/sales-partners/i18n.ts';

/**
 * Texts that belong to one feature live beside it (`features/<feature>/i18n.ts`, one top-level
 * key per feature) and are added here, so features never edit the shared catalogues at once.
 * catalogues.spec.ts holds them to the same rules as the shared ones.
 */
export interface FeatureCatalogue {
  readonly de: Record<string, unknown>;
  readonly en: Record<string, unknown>;
  readonly fr: Record<string, unknown>;
  /** German keys (relative to the catalogue's root, e.g. "salesPartners.list") not yet in French. */
  readonly frUntranslated: readonly string[];
}

// Public identity flows and the portal terms dialog.
const identityCatalogues = [activationCatalogue, recoveryCatalogue, registrationCatalogue, portalTermsCatalogue];

export const featureCatalogues: readonly FeatureCatalogue[] = [...identityCatalogues, componentsCatalogue, customerCatalogue, userPagesCatalogue, customersCatalogue, accountSettingsCatalogue, salesPartnersCatalogue];

export function registerFeatureCatalogues(i18n: I18n): void {
  for (const catalogue of featureCatalogues) {
    for (const language of ['de', 'en', 'fr'] as const) i18n.addResourceBundle(language, 'translation', catalogue[language], true, false);
  }
}
