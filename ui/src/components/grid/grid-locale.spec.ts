import i18next from 'i18next';
import { componentsCatalogue } from '../i18n.ts';
import { gridLocaleText } from './grid-locale.ts';

async function textsIn(lng: 'de' | 'en' | 'fr') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'de',
    resources: { de: { translation: componentsCatalogue.de }, en: { translation: componentsCatalogue.en }, fr: { translation: componentsCatalogue.fr } },
  });
  return gridLocaleText(i18n.t);
}

describe('AG Grid texts', () => {
  it('follow the UI language', async () => {
    expect((await textsIn('de')).noRowsToShow).toBe('Keine Zeilen vorhanden');
    expect((await textsIn('fr')).loadingOoo).toBe('Chargement …');
    expect((await textsIn('en')).noRowsToShow).toBe('No rows to show');
  });

  it('leave no catalogue key unresolved', async () => {
    for (const lng of ['de', 'en', 'fr'] as const) {
      const texts = await textsIn(lng);
      expect(Object.values(texts).filter((text) => text.startsWith('grid.ag.'))).toEqual([]);
      expect(Object.keys(texts)).toContain('noRowsToShow');
    }
  });
});
