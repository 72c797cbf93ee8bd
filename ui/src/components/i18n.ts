// Texts of the shared components (grid, password dialog), registered like a feature's
// catalogue (app/feature-catalogues.ts) so the shared catalogues stay untouched.

const de = {
  grid: {
    empty: 'Keine Einträge vorhanden.',
    page: 'Seite {{page}}',
    previous: 'Zurück',
    next: 'Weiter',
    // AG Grid's own texts (its localeText keys) that the grid's modules show: overlays and
    // the screen reader's labels.
    ag: {
      noRowsToShow: 'Keine Zeilen vorhanden',
      loadingOoo: 'Wird geladen …',
      loadingError: 'Fehler',
      ariaSkeletonCellLoading: 'Zeile wird geladen',
      ariaSkeletonCellLoadingFailed: 'Zeile konnte nicht geladen werden',
      ariaDeferSkeletonCellLoading: 'Zelle wird geladen',
      ariaChecked: 'ausgewählt',
      ariaUnchecked: 'nicht ausgewählt',
      ariaIndeterminate: 'teilweise ausgewählt',
      ariaLabelTooltip: 'Tooltip',
    },
  },
  confirmPassword: {
    label: 'Ihr Passwort',
    hint: 'Zur Bestätigung dieser Aktion.',
    cancel: 'Abbrechen',
  },
};

const en: typeof de = {
  grid: {
    empty: 'No entries.',
    page: 'Page {{page}}',
    previous: 'Previous',
    next: 'Next',
    ag: {
      noRowsToShow: 'No rows to show',
      loadingOoo: 'Loading …',
      loadingError: 'Error',
      ariaSkeletonCellLoading: 'Row is loading',
      ariaSkeletonCellLoadingFailed: 'Row failed to load',
      ariaDeferSkeletonCellLoading: 'Cell is loading',
      ariaChecked: 'checked',
      ariaUnchecked: 'unchecked',
      ariaIndeterminate: 'partly checked',
      ariaLabelTooltip: 'Tooltip',
    },
  },
  confirmPassword: { label: 'Your password', hint: 'To confirm this action.', cancel: 'Cancel' },
};

const fr = {
  grid: {
    empty: 'Aucune entrée.',
    page: 'Page {{page}}',
    previous: 'Précédent',
    next: 'Suivant',
    ag: {
      noRowsToShow: 'Aucune ligne à afficher',
      loadingOoo: 'Chargement …',
      loadingError: 'Erreur',
      ariaSkeletonCellLoading: 'Ligne en cours de chargement',
      ariaSkeletonCellLoadingFailed: 'Échec du chargement de la ligne',
      ariaDeferSkeletonCellLoading: 'Cellule en cours de chargement',
      ariaChecked: 'coché',
      ariaUnchecked: 'non coché',
      ariaIndeterminate: 'partiellement coché',
      ariaLabelTooltip: 'Info-bulle',
    },
  },
  confirmPassword: { label: 'Votre mot de passe', hint: 'Pour confirmer cette action.', cancel: 'Annuler' },
};

/** Registered in app/feature-catalogues.ts. */
export const componentsCatalogue = {
  de,
  en,
  fr,
  frUntranslated: [] as string[],
};
