// Texts of the registration page, registered in app/feature-catalogues.ts.

const de = {
  registration: {
    titleFI: 'Registrierung als Firma',
    titlePR: 'Registrierung als Privatperson',
    steps: 'Schritte der Registrierung',
    step: { address: 'Adresse', contact: 'Kontakt', terms: 'Bedingungen' },
    separateBilling: 'Rechnungen an eine andere Adresse senden',
    termsIntro: 'Bitte lesen Sie die Nutzungsbedingungen des Portals.',
    acceptTerms: 'Ich habe die Nutzungsbedingungen gelesen und akzeptiere sie.',
    captcha: 'Zeichen aus dem Bild',
    captchaAlt: 'Sicherheitsabfrage: vier Zeichen',
    captchaReload: 'Neues Bild',
    captchaFailed: 'Das Bild konnte nicht geladen werden.',
    back: 'Zurück',
    next: 'Weiter',
    submit: 'Registrieren',
    notAllowed: 'Auf diesem Portal ist keine Registrierung möglich. Bitte wenden Sie sich an Ihren Vertriebspartner.',
    toLogin: 'Zur Anmeldung',
  },
};

const en: typeof de = {
  registration: {
    titleFI: 'Register as a company',
    titlePR: 'Register as a private person',
    steps: 'Registration steps',
    step: { address: 'Address', contact: 'Contact', terms: 'Terms' },
    separateBilling: 'Send invoices to another address',
    termsIntro: "Please read the portal's terms of use.",
    acceptTerms: 'I have read the terms of use and accept them.',
    captcha: 'Characters from the image',
    captchaAlt: 'Security check: four characters',
    captchaReload: 'New image',
    captchaFailed: 'The image could not be loaded.',
    back: 'Back',
    next: 'Next',
    submit: 'Register',
    notAllowed: 'Registration is not possible on this portal. Please contact your sales partner.',
    toLogin: 'To the login',
  },
};

export const registrationCatalogue = { de, en, fr: {}, frUntranslated: ['registration'] };
