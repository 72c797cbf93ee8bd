// Texts of a stream's history wherever it shows (one top-level key: `auditHistory`): the audit's
// pages and the history sections of the admin's detail pages. Registered in app/feature-catalogues.ts.

const de = {
  auditHistory: {
    title: 'Verlauf',
    show: 'Verlauf anzeigen',
    hide: 'Verlauf ausblenden',
    last: 'Die letzten {{count}} von {{total}} Ereignissen, neueste zuerst.',
    openInAudit: 'Im Audit öffnen',
    empty: 'Noch keine Ereignisse.',
    erased: 'Personendaten gelöscht',
    erasure: 'Löschung',
    noChanges: 'Kein Feld geändert.',
    allChanges: 'Alle {{count}} Änderungen zeigen',
    system: 'System',
    columns: {
      time: 'Zeitpunkt',
      type: 'Ereignis',
      actor: 'Ausgelöst von',
      reason: 'Begründung',
      changes: 'Änderungen',
    },
    ids: { command: 'Befehl', correlation: 'Korrelation', causation: 'Ursache' },
    roles: { admin: 'Admin', salesPartner: 'Vertriebspartner', customer: 'Kunde', auditor: 'Prüfer', default: 'Besucher', system: 'System' },
  },
};

const en = {
  auditHistory: {
    title: 'History',
    show: 'Show history',
    hide: 'Hide history',
    last: 'The last {{count}} of {{total}} events, newest first.',
    openInAudit: 'Open in audit',
    empty: 'No events yet.',
    erased: 'personal data erased',
    erasure: 'Erasure',
    noChanges: 'No field changed.',
    allChanges: 'Show all {{count}} changes',
    system: 'System',
    columns: {
      time: 'Time',
      type: 'Event',
      actor: 'Caused by',
      reason: 'Reason',
      changes: 'Changes',
    },
    ids: { command: 'Command', correlation: 'Correlation', causation: 'Causation' },
    roles: { admin: 'Admin', salesPartner: 'Sales partner', customer: 'Customer', auditor: 'Auditor', default: 'Visitor', system: 'System' },
  },
};

const fr = {
  auditHistory: {
    title: 'Historique',
    show: 'Afficher l’historique',
    hide: 'Masquer l’historique',
    last: 'Les {{count}} derniers des {{total}} événements, les plus récents d’abord.',
    openInAudit: 'Ouvrir dans l’audit',
    empty: 'Aucun événement pour le moment.',
    erased: 'données personnelles effacées',
    erasure: 'Effacement',
    noChanges: 'Aucun champ modifié.',
    allChanges: 'Afficher les {{count}} modifications',
    system: 'Système',
    columns: {
      time: 'Moment',
      type: 'Événement',
      actor: 'Déclenché par',
      reason: 'Motif',
      changes: 'Modifications',
    },
    ids: { command: 'Commande', correlation: 'Corrélation', causation: 'Cause' },
    roles: { admin: 'Admin', salesPartner: 'Partenaire commercial', customer: 'Client', auditor: 'Auditeur', default: 'Visiteur', system: 'Système' },
  },
};

export const auditHistoryCatalogue = { de, en, fr, frUntranslated: [] };
