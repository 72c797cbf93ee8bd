// Texts of the registration page, handed to the app in feature.ts.

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

const fr: typeof de = {
  registration: {
    titleFI: 'Inscription en tant qu’entreprise',
    titlePR: 'Inscription en tant que particulier',
    steps: 'Étapes de l’inscription',
    step: { address: 'Adresse', contact: 'Contact', terms: 'Conditions' },
    separateBilling: 'Envoyer les factures à une autre adresse',
    termsIntro: 'Veuillez lire les conditions d’utilisation du portail.',
    acceptTerms: 'J’ai lu les conditions d’utilisation et je les accepte.',
    captcha: 'Caractères de l’image',
    captchaAlt: 'Contrôle de sécurité : quatre caractères',
    captchaReload: 'Nouvelle image',
    captchaFailed: 'L’image n’a pas pu être chargée.',
    back: 'Retour',
    next: 'Suivant',
    submit: 'S’inscrire',
    notAllowed: 'L’inscription n’est pas possible sur ce portail. Veuillez contacter votre partenaire commercial.',
    toLogin: 'Vers la connexion',
  },
};

export const registrationCatalogue = { de, en, fr, frUntranslated: [] as string[] };
