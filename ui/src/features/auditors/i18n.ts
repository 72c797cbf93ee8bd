// Texts of the admin's auditors (one top-level key: `auditors`), handed to the app in feature.ts.

const de = {
  auditors: {
    intro: 'Prüfer sehen die Daten des Portals ein, ändern aber nichts. Sie melden sich wie alle Benutzer mit Passwort und Authenticator an.',
    new: 'Neuer Prüfer',
    empty: 'Noch keine Prüfer.',
  },
};

const en = {
  auditors: {
    intro: 'Auditors inspect the portal’s data but change nothing. They log in like every user, with password and authenticator.',
    new: 'New auditor',
    empty: 'No auditors yet.',
  },
};

const fr = {
  auditors: {
    intro: 'Les auditeurs consultent les données du portail sans rien modifier. Ils se connectent comme tout utilisateur, avec mot de passe et authentificateur.',
    new: 'Nouvel auditeur',
    empty: 'Aucun auditeur pour le moment.',
  },
};

export const auditorsCatalogue = { de, en, fr, frUntranslated: [] };
