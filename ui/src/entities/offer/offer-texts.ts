// Texts of an offer that the offer screens and the dashboard both show (status, product,
// direction), registered in app/feature-catalogues.ts under the one key `offerTable`.

const de = {
  offerTable: {
    statuses: { requested: 'Angefragt', priced: 'Bepreist', released: 'Freigegeben', accepted: 'Angenommen', rejected: 'Abgelehnt', expired: 'Abgelaufen' },
    products: { FULL: 'Vollversorgung', SPOT: 'Spot', BALA: 'Ausgleichsenergie' },
    directions: { CONS: 'Bezug', PROD: 'Einspeisung', BOTH: 'Bezug und Einspeisung' },
  },
};

const en: typeof de = {
  offerTable: {
    statuses: { requested: 'Requested', priced: 'Priced', released: 'Released', accepted: 'Accepted', rejected: 'Rejected', expired: 'Expired' },
    products: { FULL: 'Full supply', SPOT: 'Spot', BALA: 'Balancing energy' },
    directions: { CONS: 'Consumption', PROD: 'Production', BOTH: 'Consumption and production' },
  },
};

// French follows with the translation round, like the features' texts.
export const offerTextsCatalogue = { de, en, fr: {}, frUntranslated: ['offerTable'] };
