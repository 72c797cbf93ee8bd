// Texts of the password and two-factor recovery pages, handed to the app in feature.ts.

const de = {
  recovery: {
    resetPasswordTitle: 'Passwort zurücksetzen',
    resetPasswordIntro: 'Geben Sie die E-Mail-Adresse Ihres Benutzers ein. Sie erhalten einen Link, mit dem Sie ein neues Passwort setzen.',
    resetPasswordSent:
      'Falls zu dieser Adresse ein Benutzer besteht, ist eine E-Mail mit einem Link unterwegs. Der Link ist eine Stunde gültig.',
    send: 'Link anfordern',
    setNewPasswordTitle: 'Neues Passwort setzen',
    newPasswordIntro: 'Wählen Sie ein neues Passwort: 8 bis 255 Zeichen mit Gross- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
    password: 'Passwort',
    passwordRepeat: 'Passwort wiederholen',
    save: 'Passwort speichern',
    passwordChanged: 'Ihr Passwort wurde geändert. Sie können sich jetzt damit anmelden.',
    requestAgain: 'Neuen Link anfordern',
    reset2faTitle: 'Zwei-Faktor-Authentisierung zurücksetzen',
    reset2faIntro:
      'Authenticator verloren? Mit E-Mail, Passwort und Ihrem Wiederherstellungsschlüssel richten Sie die Zwei-Faktor-Authentisierung neu ein.',
    mail: 'E-Mail',
    recoveryCode: 'Wiederherstellungsschlüssel',
    next: 'Weiter',
    toLogin: 'Zur Anmeldung',
  },
};

const en: typeof de = {
  recovery: {
    resetPasswordTitle: 'Reset password',
    resetPasswordIntro: "Enter your user's e-mail address. You will receive a link to set a new password.",
    resetPasswordSent: 'If a user has this address, an e-mail with a link is on its way. The link is valid for one hour.',
    send: 'Request link',
    setNewPasswordTitle: 'Set a new password',
    newPasswordIntro: 'Choose a new password: 8 to 255 characters with upper and lower case letters, a digit and a special character.',
    password: 'Password',
    passwordRepeat: 'Repeat password',
    save: 'Save password',
    passwordChanged: 'Your password has been changed. You can log in with it now.',
    requestAgain: 'Request a new link',
    reset2faTitle: 'Reset two-factor authentication',
    reset2faIntro: 'Lost your authenticator? Set up two-factor authentication again with your e-mail, password and recovery key.',
    mail: 'E-mail',
    recoveryCode: 'Recovery key',
    next: 'Next',
    toLogin: 'To the login',
  },
};

const fr: typeof de = {
  recovery: {
    resetPasswordTitle: 'Réinitialiser le mot de passe',
    resetPasswordIntro: 'Saisissez l’adresse e-mail de votre utilisateur. Vous recevrez un lien pour définir un nouveau mot de passe.',
    resetPasswordSent: 'Si un utilisateur a cette adresse, un e-mail avec un lien est en route. Le lien est valable une heure.',
    send: 'Demander le lien',
    setNewPasswordTitle: 'Définir un nouveau mot de passe',
    newPasswordIntro: 'Choisissez un nouveau mot de passe : 8 à 255 caractères avec majuscules, minuscules, un chiffre et un caractère spécial.',
    password: 'Mot de passe',
    passwordRepeat: 'Répéter le mot de passe',
    save: 'Enregistrer le mot de passe',
    passwordChanged: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec.',
    requestAgain: 'Demander un nouveau lien',
    reset2faTitle: 'Réinitialiser l’authentification à deux facteurs',
    reset2faIntro: 'Authentificateur perdu ? Avec votre e-mail, votre mot de passe et votre clé de récupération, vous reconfigurez l’authentification à deux facteurs.',
    mail: 'E-mail',
    recoveryCode: 'Clé de récupération',
    next: 'Suivant',
    toLogin: 'Vers la connexion',
  },
};

export const recoveryCatalogue = { de, en, fr, frUntranslated: [] as string[] };
