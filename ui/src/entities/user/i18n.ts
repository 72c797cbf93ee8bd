// Texts of the user entity's form, columns and statuses, registered in app/feature-catalogues.ts.

const de = {
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

export const userCatalogue = {
  de,
  en,
  fr,
  frUntranslated: ['userForm.salutations.DIV', 'userForm.isCustomerAdmin', 'userForm.passwordHint'],
};
