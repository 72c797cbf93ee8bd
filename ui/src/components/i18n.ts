// Texts of the shared components (grid, password dialog), registered like a feature's
// catalogue (app/feature-catalogues.ts) so the shared catalogues stay untouched.

const de = {
  grid: {
    empty: 'Keine Einträge vorhanden.',
    page: 'Seite {{page}}',
    previous: 'Zurück',
    next: 'Weiter',
  },
  confirmPassword: {
    label: 'Ihr Passwort',
    hint: 'Zur Bestätigung dieser Aktion.',
    cancel: 'Abbrechen',
  },
};

const en: typeof de = {
  grid: { empty: 'No entries.', page: 'Page {{page}}', previous: 'Previous', next: 'Next' },
  confirmPassword: { label: 'Your password', hint: 'To confirm this action.', cancel: 'Cancel' },
};

const fr = {
  grid: { empty: 'Aucune entrée.', page: 'Page {{page}}', previous: 'Précédent', next: 'Suivant' },
  confirmPassword: { label: 'Votre mot de passe', hint: 'Pour confirmer cette action.', cancel: 'Annuler' },
};

/** Registered in app/feature-catalogues.ts. */
export const componentsCatalogue = {
  de,
  en,
  fr,
  frUntranslated: [] as string[],
};
