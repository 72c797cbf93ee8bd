// Texts of the customer profile (view, form, editor), registered in app/feature-catalogues.ts.

const de = {
  customer: {
    type: 'Kundentyp',
    types: { FI: 'Firma', PR: 'Privatperson' },
    firmname: 'Firma',
    contactPerson: 'Kontaktperson',
    person: 'Person',
    sex: { MR: 'Herr', MS: 'Frau', DIV: 'Divers' },
    mail: 'E-Mail',
    phone: 'Telefon',
    language: 'Sprache',
    address: 'Adresse',
    canton: 'Kanton / Bundesland',
    website: 'Webseite',
    billingAddress: 'Rechnungsadresse',
    sameAsContact: 'wie Kontaktadresse',
    separateBilling: 'Abweichende Rechnungsadresse',
    currencies: 'Währungen',
    erased: 'Die Personendaten dieses Kunden sind gelöscht.',
    edit: 'Bearbeiten',
    save: 'Speichern',
    cancel: 'Abbrechen',
  },
};

const en: typeof de = {
  customer: {
    type: 'Customer type',
    types: { FI: 'Firm', PR: 'Private person' },
    firmname: 'Firm',
    contactPerson: 'Contact person',
    person: 'Person',
    sex: { MR: 'Mr', MS: 'Ms', DIV: 'Diverse' },
    mail: 'E-mail',
    phone: 'Phone',
    language: 'Language',
    address: 'Address',
    canton: 'Canton / state',
    website: 'Website',
    billingAddress: 'Billing address',
    sameAsContact: 'same as the contact address',
    separateBilling: 'Separate billing address',
    currencies: 'Currencies',
    erased: 'The personal data of this customer is erased.',
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
  },
};

const fr = {
  customer: {
    type: 'Type de client',
    types: { FI: 'Entreprise', PR: 'Particulier' },
    firmname: 'Entreprise',
    contactPerson: 'Personne de contact',
    person: 'Personne',
    sex: { MR: 'Monsieur', MS: 'Madame', DIV: 'Divers' },
    mail: 'E-mail',
    phone: 'Téléphone',
    language: 'Langue',
    address: 'Adresse',
    billingAddress: 'Adresse de facturation',
    currencies: 'Devises',
    edit: 'Modifier',
    save: 'Enregistrer',
    cancel: 'Annuler',
  },
};

export const customerCatalogue = {
  de,
  en,
  fr,
  frUntranslated: ['customer.canton', 'customer.website', 'customer.sameAsContact', 'customer.separateBilling', 'customer.erased'],
};
