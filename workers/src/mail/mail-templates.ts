import type { MailLanguage, MailTemplate } from '@portal/events';

interface TemplateText {
  readonly subject: string;
  /** Paragraphs; `{{param}}` placeholders. The HTML part is built from the same paragraphs. */
  readonly paragraphs: readonly string[];
}

const greeting: Record<MailLanguage, string> = { de: 'Guten Tag {{name}}', en: 'Hello {{name}}', fr: 'Bonjour {{name}}' };
const closing: Record<MailLanguage, string> = {
  de: 'Diese Nachricht wurde automatisch erstellt; bitte antworten Sie nicht darauf.',
  en: 'This message was sent automatically; please do not reply.',
  fr: 'Ce message a été envoyé automatiquement ; merci de ne pas y répondre.',
};

export const mailTexts: Record<MailTemplate, Record<MailLanguage, TemplateText>> = {
  activation: {
    de: { subject: 'Aktivieren Sie Ihr Portal-Konto', paragraphs: [greeting.de, 'Für Sie wurde ein Konto im Portal eröffnet. Öffnen Sie den folgenden Link und geben Sie den Aktivierungscode ein:', '{{link}}', 'Aktivierungscode: {{code}}', closing.de] },
    en: { subject: 'Activate your portal account', paragraphs: [greeting.en, 'An account has been opened for you in the portal. Open the following link and enter the activation code:', '{{link}}', 'Activation code: {{code}}', closing.en] },
    fr: { subject: 'Activez votre compte du portail', paragraphs: [greeting.fr, 'Un compte a été ouvert pour vous sur le portail. Ouvrez le lien suivant et saisissez le code d’activation :', '{{link}}', 'Code d’activation : {{code}}', closing.fr] },
  },
  passwordReset: {
    de: { subject: 'Passwort zurücksetzen', paragraphs: [greeting.de, 'Sie haben ein neues Passwort angefordert. Über den folgenden Link legen Sie es fest:', '{{link}}', 'Falls Sie nichts angefordert haben, ignorieren Sie diese Nachricht.', closing.de] },
    en: { subject: 'Reset your password', paragraphs: [greeting.en, 'You asked for a new password. Set it with the following link:', '{{link}}', 'If you did not ask for this, ignore this message.', closing.en] },
    fr: { subject: 'Réinitialiser votre mot de passe', paragraphs: [greeting.fr, 'Vous avez demandé un nouveau mot de passe. Définissez-le avec le lien suivant :', '{{link}}', 'Si vous n’avez rien demandé, ignorez ce message.', closing.fr] },
  },
  emailVerification: {
    de: { subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse', paragraphs: [greeting.de, 'Ihr Bestätigungscode lautet {{code}}. Er ist {{validMinutes}} Minuten gültig.', closing.de] },
    en: { subject: 'Confirm your new e-mail address', paragraphs: [greeting.en, 'Your verification code is {{code}}. It is valid for {{validMinutes}} minutes.', closing.en] },
    fr: { subject: 'Confirmez votre nouvelle adresse e-mail', paragraphs: [greeting.fr, 'Votre code de vérification est {{code}}. Il est valable {{validMinutes}} minutes.', closing.fr] },
  },
  recoveryCode: {
    de: { subject: 'Neuer Wiederherstellungscode für Ihre Anmeldung', paragraphs: [greeting.de, 'Ihr Administrator hat die Zwei-Faktor-Anmeldung Ihres Kontos zurückgesetzt. Richten Sie Ihre Authenticator-App über den folgenden Link neu ein, mit Ihrer E-Mail-Adresse, Ihrem Passwort und diesem Wiederherstellungscode:', '{{link}}', 'Wiederherstellungscode: {{code}}', 'Falls Sie das nicht veranlasst haben, wenden Sie sich an Ihren Administrator.', closing.de] },
    en: { subject: 'New recovery code for your login', paragraphs: [greeting.en, 'Your administrator reset the two-factor login of your account. Set up your authenticator app again with the following link, your e-mail address, your password and this recovery code:', '{{link}}', 'Recovery code: {{code}}', 'If you did not ask for this, contact your administrator.', closing.en] },
    fr: { subject: 'Nouveau code de récupération pour votre connexion', paragraphs: [greeting.fr, 'Votre administrateur a réinitialisé la connexion à deux facteurs de votre compte. Configurez à nouveau votre application d’authentification avec le lien suivant, votre adresse e-mail, votre mot de passe et ce code de récupération :', '{{link}}', 'Code de récupération : {{code}}', 'Si vous n’êtes pas à l’origine de cette demande, contactez votre administrateur.', closing.fr] },
  },
  testMail: {
    de: { subject: 'Testnachricht von {{salesPartnerName}}', paragraphs: ['Diese Testnachricht bestätigt, dass der Mailversand für {{salesPartnerName}} funktioniert.', closing.de] },
    en: { subject: 'Test message from {{salesPartnerName}}', paragraphs: ['This test message confirms that mail delivery for {{salesPartnerName}} works.', closing.en] },
    fr: { subject: 'Message de test de {{salesPartnerName}}', paragraphs: ['Ce message de test confirme que l’envoi de courriels pour {{salesPartnerName}} fonctionne.', closing.fr] },
  },
};
