import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '@/config/constants.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

// The chosen language is a technically necessary preference: it stays in localStorage.
const LANGUAGE_KEY = 'portal.language';

function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

void i18n.use(initReactI18next).init({
  resources: { de: { translation: de }, en: { translation: en }, fr: { translation: fr } },
  lng: storedLanguage(),
  // French entries not translated yet (fr.ts, frUntranslated) show the German text.
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (language) => {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

export { i18n };
