import { featureCatalogues } from '@/app/feature-catalogues.ts';
import { de as sharedDe } from '@/lib/i18n/de.ts';
import { en as sharedEn } from '@/lib/i18n/en.ts';
import { fr as sharedFr, frUntranslated as sharedUntranslated } from '@/lib/i18n/fr.ts';

// The shared catalogues and every feature's, merged as the app merges them at start.
const de = Object.assign({}, sharedDe, ...featureCatalogues.map((c) => c.de)) as object;
const en = Object.assign({}, sharedEn, ...featureCatalogues.map((c) => c.en)) as object;
const fr = Object.assign({}, sharedFr, ...featureCatalogues.map((c) => c.fr)) as object;
const frUntranslated = [...sharedUntranslated, ...featureCatalogues.flatMap((c) => c.frUntranslated)];

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
}

const covered = (key: string, list: readonly string[]) => list.some((entry) => key === entry || key.startsWith(`${entry}.`));

describe('catalogues', () => {
  const german = keys(de);

  it('English has exactly the German keys', () => {
    expect(keys(en).sort()).toEqual([...german].sort());
  });

  it('French translates or lists as untranslated every German key, never both', () => {
    const french = keys(fr);
    expect(german.filter((k) => !french.includes(k) && !covered(k, frUntranslated))).toEqual([]);
    expect(french.filter((k) => covered(k, frUntranslated))).toEqual([]);
    expect(french.filter((k) => !german.includes(k))).toEqual([]);
  });

  it('uses the same interpolation placeholders as German', () => {
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort().join();
    const lookup = (tree: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
    for (const key of german) {
      const source = placeholders(lookup(de, key) as string);
      expect([key, placeholders(lookup(en, key) as string)]).toEqual([key, source]);
      const french = lookup(fr, key);
      if (typeof french === 'string') expect([key, placeholders(french)]).toEqual([key, source]);
    }
  });
});
