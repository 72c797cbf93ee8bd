// Texts of the activation page, handed to the app in feature.ts.

const de = {
  activation: {
    title: 'Benutzer aktivieren',
    intro: 'Aktivierung für {{prename}} {{name}} ({{mail}}). Geben Sie den Aktivierungscode aus der E-Mail ein und wählen Sie Ihr Passwort.',
    activationCode: 'Aktivierungscode',
    password: 'Neues Passwort',
    passwordRepeat: 'Passwort wiederholen',
    passwordHint: '8 bis 255 Zeichen mit Gross- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
    next: 'Weiter',
    toLogin: 'Zur Anmeldung',
  },
};

const en: typeof de = {
  activation: {
    title: 'Activate user',
    intro: 'Activation for {{prename}} {{name}} ({{mail}}). Enter the activation code from the e-mail and choose your password.',
    activationCode: 'Activation code',
    password: 'New password',
    passwordRepeat: 'Repeat password',
    passwordHint: '8 to 255 characters with upper and lower case letters, a digit and a special character.',
    next: 'Next',
    toLogin: 'To the login',
  },
};

const fr = {
  activation: {
    title: 'Activer l’utilisateur',
    intro: 'Activation pour {{prename}} {{name}} ({{mail}}). Saisissez le code d’activation de l’e-mail et choisissez votre mot de passe.',
    activationCode: 'Code d’activation',
    password: 'Nouveau mot de passe',
    passwordRepeat: 'Répéter le mot de passe',
    passwordHint: '8 à 255 caractères avec majuscules, minuscules, un chiffre et un caractère spécial.',
    next: 'Suivant',
    toLogin: 'Vers la connexion',
  },
};

export const activationCatalogue = { de, en, fr, frUntranslated: [] as string[] };
