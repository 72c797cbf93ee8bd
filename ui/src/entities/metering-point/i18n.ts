// Texts of the metering code field (metering-code-field.tsx) that the metering point screens and
// the offer request share (one top-level key: `meteringPointCode`), added to the app's
// catalogues in app/feature-catalogues.ts.

const de = {
  meteringPointCode: {
    checking: 'Wird geprüft …',
    valid: '{{kind}}: gültig',
    invalid: '{{kind}}: ungültig',
    kinds: { MALO: 'Marktlokation (MaLo-ID)', MELO: 'Messlokation', CH: 'Schweizer Messpunkt', EIC: 'EIC', OTHER: 'Messpunkt' },
  },
};

const en: typeof de = {
  meteringPointCode: {
    checking: 'Checking …',
    valid: '{{kind}}: valid',
    invalid: '{{kind}}: invalid',
    kinds: { MALO: 'Market location (MaLo ID)', MELO: 'Metering location', CH: 'Swiss metering point', EIC: 'EIC', OTHER: 'Metering point' },
  },
};

export const meteringPointCodeCatalogue = { de, en, fr: {}, frUntranslated: ['meteringPointCode'] };
