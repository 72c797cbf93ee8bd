// Texts of the portal terms dialog, handed to the app in feature.ts.

const de = {
  portalTerms: {
    title: 'Nutzungsbedingungen des Portals',
    intro: 'Bitte lesen Sie die aktuellen Nutzungsbedingungen des Portals und akzeptieren Sie sie, um fortzufahren.',
    agree: 'Ich habe die Dokumente gelesen und akzeptiere sie.',
    accept: 'Akzeptieren',
  },
};

const en: typeof de = {
  portalTerms: {
    title: 'Portal terms of use',
    intro: "Please read the portal's current terms of use and accept them to continue.",
    agree: 'I have read the documents and accept them.',
    accept: 'Accept',
  },
};

const fr: typeof de = {
  portalTerms: {
    title: 'Conditions d’utilisation du portail',
    intro: 'Veuillez lire les conditions d’utilisation actuelles du portail et les accepter pour continuer.',
    agree: 'J’ai lu les documents et je les accepte.',
    accept: 'Accepter',
  },
};

export const portalTermsCatalogue = { de, en, fr, frUntranslated: [] as string[] };
