// Texts of the shared components (grid, password dialog, user forms), registered like a
// feature's catalogue (app/feature-catalogues.ts) so the shared catalogues stay untouched.

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
  userForm: {
    sex: 'Anrede',
    salutations: { MR: 'Herr', MS: 'Frau', DIV: 'Divers' },
    choose: 'Bitte wählen',
    prename: 'Vorname',
    name: 'Nachname',
    mail: 'E-Mail',
    language: 'Sprache',
    phone: 'Telefon',
    phoneprefix: 'Vorwahl',
    isCustomerAdmin: 'Kunden-Administrator',
    password: 'Neues Passwort',
    passwordRepeat: 'Passwort wiederholen',
    passwordHint: '8 bis 255 Zeichen mit Gross- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
  },
  users: {
    status: 'Status',
    statuses: { invited: 'Eingeladen', active: 'Aktiv', inactive: 'Inaktiv' },
    yes: 'Ja',
    no: 'Nein',
  },
};

const en: typeof de = {
  grid: { empty: 'No entries.', page: 'Page {{page}}', previous: 'Previous', next: 'Next' },
  confirmPassword: { label: 'Your password', hint: 'To confirm this action.', cancel: 'Cancel' },
  userForm: {
    sex: 'Salutation',
    salutations: { MR: 'Mr', MS: 'Ms', DIV: 'Diverse' },
    choose: 'Please choose',
    prename: 'First name',
    name: 'Last name',
    mail: 'E-mail',
    language: 'Language',
    phone: 'Phone',
    phoneprefix: 'Prefix',
    isCustomerAdmin: 'Customer administrator',
    password: 'New password',
    passwordRepeat: 'Repeat password',
    passwordHint: '8 to 255 characters with upper- and lower-case letters, a digit and a special character.',
  },
  users: { status: 'Status', statuses: { invited: 'Invited', active: 'Active', inactive: 'Inactive' }, yes: 'Yes', no: 'No' },
};

const fr = {
  grid: { empty: 'Aucune entrée.', page: 'Page {{page}}', previous: 'Précédent', next: 'Suivant' },
  confirmPassword: { label: 'Votre mot de passe', hint: 'Pour confirmer cette action.', cancel: 'Annuler' },
  userForm: {
    sex: 'Civilité',
    salutations: { MR: 'Monsieur', MS: 'Madame' },
    choose: 'Veuillez choisir',
    prename: 'Prénom',
    name: 'Nom',
    mail: 'E-mail',
    language: 'Langue',
    phone: 'Téléphone',
    phoneprefix: 'Indicatif',
    password: 'Nouveau mot de passe',
    passwordRepeat: 'Répéter le mot de passe',
  },
  users: { status: 'Statut', statuses: { invited: 'Invité', active: 'Actif', inactive: 'Inactif' }, yes: 'Oui', no: 'Non' },
};

/** Registered in app/feature-catalogues.ts (shared code does not import the app's type). */
export const componentsCatalogue = {
  de,
  en,
  fr,
  frUntranslated: ['userForm.salutations.DIV', 'userForm.isCustomerAdmin', 'userForm.passwordHint'],
};
