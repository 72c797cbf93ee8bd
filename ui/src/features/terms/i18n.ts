// Texts of the portal terms dialog, registered in app/feature-catalogues.ts.

const de = {
  portalTerms: {
    title: 'Geänderte Nutzungsbedingungen',
    intro: 'Die Nutzungsbedingungen des Portals haben sich geändert. Bitte lesen Sie die folgenden Dokumente und akzeptieren Sie sie, um fortzufahren.',
    agree: 'Ich habe die Dokumente gelesen und akzeptiere sie.',
    accept: 'Akzeptieren',
  },
};

const en: typeof de = {
  portalTerms: {
    title: 'Changed terms of use',
    intro: "The portal's terms of use have changed. Please read the following documents and accept them to continue.",
    agree: 'I have read the documents and accept them.',
    accept: 'Accept',
  },
};

const fr: typeof de = {
  portalTerms: {
    title: 'Conditions d’utilisation modifiées',
    intro: 'Les conditions d’utilisation du portail ont changé. Veuillez lire les documents suivants et les accepter pour continuer.',
    agree: 'J’ai lu les documents et je les accepte.',
    accept: 'Accepter',
  },
};

export const portalTermsCatalogue = { de, en, fr, frUntranslated: [] as string[] };
