// Texts of the sales partner's customer management (one top-level key: `customers`), handed
// to the app in feature.ts.

const de = {
  customers: {
    columns: { number: 'Kundennr.', name: 'Kunde', type: 'Typ', contact: 'Kontakt', place: 'Ort', users: 'Benutzer' },
    new: 'Neuer Kunde',
    create: 'Kunde anlegen',
    cancel: 'Abbrechen',
    created: 'Der Kunde ist angelegt; die Kontaktperson erhält eine E-Mail zur Aktivierung.',
    emptyList: 'Noch keine Kunden.',
    emptyTabs: {
      frameContracts: 'Dieser Kunde hat noch keine Rahmenverträge.',
      strategies: 'Dieser Kunde hat noch keine Strategien.',
      openTranches: 'Dieser Kunde hat keine offenen Tranchen.',
    },
    newUser: 'Neuer Benutzer',
    delete: 'Kunde löschen',
    deleteTitle: 'Kunde löschen',
    deleteText: '{{name}} wird gelöscht und verschwindet aus allen Listen. Seine Benutzer können sich nicht mehr anmelden.',
    deleted: 'Der Kunde ist gelöscht.',
    erase: 'Personendaten löschen',
    eraseTitle: 'Personendaten unwiderruflich löschen',
    eraseWarning:
      'Achtung: Alle Personendaten von {{name}} werden unwiderruflich gelöscht und der Kunde wird entfernt. Das lässt sich nicht rückgängig machen.',
    erased: 'Die Personendaten sind gelöscht.',
  },
};

const en: typeof de = {
  customers: {
    columns: { number: 'Customer no.', name: 'Customer', type: 'Type', contact: 'Contact', place: 'Place', users: 'Users' },
    new: 'New customer',
    create: 'Create customer',
    cancel: 'Cancel',
    created: 'The customer is created; the contact person receives an activation e-mail.',
    emptyList: 'No customers yet.',
    emptyTabs: {
      frameContracts: 'This customer has no frame contracts yet.',
      strategies: 'This customer has no strategies yet.',
      openTranches: 'This customer has no open tranches.',
    },
    newUser: 'New user',
    delete: 'Delete customer',
    deleteTitle: 'Delete customer',
    deleteText: '{{name}} will be deleted and disappears from all lists. Its users can no longer log in.',
    deleted: 'The customer is deleted.',
    erase: 'Erase personal data',
    eraseTitle: 'Erase personal data for good',
    eraseWarning: 'Caution: all personal data of {{name}} will be erased for good and the customer removed. This cannot be undone.',
    erased: 'The personal data is erased.',
  },
};

const fr = {
  customers: {
    columns: { number: 'N° client', name: 'Client', type: 'Type', contact: 'Contact', place: 'Lieu', users: 'Utilisateurs' },
    new: 'Nouveau client',
    create: 'Créer le client',
    cancel: 'Annuler',
    emptyList: 'Aucun client pour le moment.',
    newUser: 'Nouvel utilisateur',
    delete: 'Supprimer le client',
    deleteTitle: 'Supprimer le client',
    deleted: 'Le client est supprimé.',
  },
};

export const customersCatalogue = {
  de,
  en,
  fr,
  frUntranslated: [
    'customers.created',
    'customers.emptyTabs',
    'customers.deleteText',
    'customers.erase',
    'customers.eraseTitle',
    'customers.eraseWarning',
    'customers.erased',
  ],
};
