import type { TFunction } from 'i18next';
import { componentsCatalogue } from '../i18n.ts';

// AG Grid brings English texts ("No Rows To Show"); the grid takes ours from the catalogue
// (`grid.ag.*`), so it speaks the UI's language. The keys are AG Grid's localeText keys.

const agKeys = Object.keys(componentsCatalogue.de.grid.ag) as (keyof typeof componentsCatalogue.de.grid.ag)[];

/** AG Grid's `localeText` in the current language. */
export function gridLocaleText(t: TFunction): Record<string, string> {
  return Object.fromEntries(agKeys.map((key) => [key, t(`grid.ag.${key}`)]));
}
