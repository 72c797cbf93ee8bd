// Texts of the dashboard (one top-level key: `dashboard`), handed to the app in feature.ts.

const de = {
  dashboard: {
    welcome: 'Willkommen im Energieportal von {{name}}',
    welcomePlatform: 'Willkommen im Energieportal',
    intro: 'Hier verwalten Kundinnen und Kunden ihre Energielieferungen, Beschaffungsstrategien und Messpunkte.',
    loginCta: 'Melden Sie sich an, um Ihre Angebote, Tranchen und Marktdaten zu sehen.',
    greeting: 'Guten Tag, {{name}}',
    atLeast: 'mindestens {{count}}',
    cards: {
      partners: { title: 'Vertriebspartner', count: 'Vertriebspartner: {{count}}', activity: '{{active}} aktiv, {{inactive}} inaktiv', empty: 'Noch keine Vertriebspartner.', open: 'Vertriebspartner verwalten' },
      customers: { title: 'Kunden', count: 'Kunden: {{count}}', recent: 'Zuletzt geändert', empty: 'Noch keine Kunden.', open: 'Alle Kunden' },
      users: { title: 'Benutzer', count: 'Benutzer: {{count}}', open: 'Benutzer verwalten' },
      company: { title: 'Ihr Unternehmen', titlePrivate: 'Ihre Kundendaten', open: 'Firmendaten', openPrivate: 'Persönliche Daten' },
      todos: { title: 'Aufgaben', empty: 'Keine offenen Aufgaben.' },
      offers: { title: 'Angebote von heute', empty: 'Heute liegen noch keine Angebote vor.', count: 'Angebote heute: {{count}}', row: 'Angebot {{offerId}}', open: 'Alle Angebote' },
      strategies: { title: 'Beschaffungsstrategien', count: 'Strategien: {{count}}', empty: 'Noch keine Beschaffungsstrategien.' },
      tranches: { title: 'Offene Tranchen', count: 'Offene Tranchen: {{count}}', empty: 'Keine offenen Tranchen.' },
      market: {
        title: 'Markt',
        empty: 'Noch keine Marktdaten vorhanden.',
        markets: { CH: 'Schweiz', DE: 'Deutschland' },
        forward: '{{market}}, {{label}}: {{price}} {{unit}} (Handelstag {{day}})',
        spot: '{{market}}, Spot {{day}}: Mittel {{average}} {{unit}}',
        currencies: 'Wechselkurse: {{currencies}}',
        openFuture: 'Terminmarkt',
        openSpot: 'Spotmarkt',
      },
    },
  },
};

const en: typeof de = {
  dashboard: {
    welcome: 'Welcome to the energy portal of {{name}}',
    welcomePlatform: 'Welcome to the energy portal',
    intro: 'Here customers manage their energy supplies, procurement strategies and metering points.',
    loginCta: 'Log in to see your offers, tranches and market data.',
    greeting: 'Hello, {{name}}',
    atLeast: 'at least {{count}}',
    cards: {
      partners: { title: 'Sales partners', count: 'Sales partners: {{count}}', activity: '{{active}} active, {{inactive}} inactive', empty: 'No sales partners yet.', open: 'Manage sales partners' },
      customers: { title: 'Customers', count: 'Customers: {{count}}', recent: 'Changed last', empty: 'No customers yet.', open: 'All customers' },
      users: { title: 'Users', count: 'Users: {{count}}', open: 'Manage users' },
      company: { title: 'Your company', titlePrivate: 'Your customer details', open: 'Company details', openPrivate: 'Personal details' },
      todos: { title: 'To-dos', empty: 'No open to-dos.' },
      offers: { title: "Today's offers", empty: 'No offers today yet.', count: 'Offers today: {{count}}', row: 'Offer {{offerId}}', open: 'All offers' },
      strategies: { title: 'Procurement strategies', count: 'Strategies: {{count}}', empty: 'No procurement strategies yet.' },
      tranches: { title: 'Open tranches', count: 'Open tranches: {{count}}', empty: 'No open tranches.' },
      market: {
        title: 'Market',
        empty: 'No market data yet.',
        markets: { CH: 'Switzerland', DE: 'Germany' },
        forward: '{{market}}, {{label}}: {{price}} {{unit}} (trading day {{day}})',
        spot: '{{market}}, spot {{day}}: mean {{average}} {{unit}}',
        currencies: 'Exchange rates: {{currencies}}',
        openFuture: 'Forward market',
        openSpot: 'Spot market',
      },
    },
  },
};

const fr = {
  dashboard: {
    welcome: 'Bienvenue sur le portail énergie de {{name}}',
    welcomePlatform: 'Bienvenue sur le portail énergie',
    intro: 'Les clients y gèrent leurs livraisons d’énergie, leurs stratégies d’approvisionnement et leurs points de mesure.',
    loginCta: 'Connectez-vous pour voir vos offres, vos tranches et les données du marché.',
    greeting: 'Bonjour, {{name}}',
    atLeast: 'au moins {{count}}',
    cards: {
      partners: { title: 'Partenaires de vente', count: 'Partenaires de vente : {{count}}', activity: '{{active}} actifs, {{inactive}} inactifs', empty: 'Aucun partenaire de vente pour l’instant.', open: 'Gérer les partenaires' },
      customers: { title: 'Clients', count: 'Clients : {{count}}', recent: 'Modifiés en dernier', empty: 'Aucun client pour l’instant.', open: 'Tous les clients' },
      users: { title: 'Utilisateurs', count: 'Utilisateurs : {{count}}', open: 'Gérer les utilisateurs' },
      company: { title: 'Votre entreprise', titlePrivate: 'Vos données client', open: 'Données de l’entreprise', openPrivate: 'Données personnelles' },
      todos: { title: 'Tâches', empty: 'Aucune tâche ouverte.' },
      offers: { title: 'Offres du jour', empty: 'Pas encore d’offres aujourd’hui.', count: 'Offres du jour : {{count}}', row: 'Offre {{offerId}}', open: 'Toutes les offres' },
      strategies: { title: 'Stratégies d’approvisionnement', count: 'Stratégies : {{count}}', empty: 'Aucune stratégie d’approvisionnement pour l’instant.' },
      tranches: { title: 'Tranches ouvertes', count: 'Tranches ouvertes : {{count}}', empty: 'Aucune tranche ouverte.' },
      market: {
        title: 'Marché',
        empty: 'Pas encore de données de marché.',
        markets: { CH: 'Suisse', DE: 'Allemagne' },
        forward: '{{market}}, {{label}} : {{price}} {{unit}} (jour de négoce {{day}})',
        spot: '{{market}}, spot {{day}} : moyenne {{average}} {{unit}}',
        currencies: 'Taux de change : {{currencies}}',
        openFuture: 'Marché à terme',
        openSpot: 'Marché spot',
      },
    },
  },
};

export const dashboardCatalogue = { de, en, fr, frUntranslated: [] as string[] };
