import type { AreaTexts } from './area-texts.ts';

// The mail area's codes in German, English and French (spec section 8).
export const mailTexts: AreaTexts<'mail'> = {
  de: {
    LIMIT_USER_MAIL_REACHED: 'Die tägliche Anzahl E-Mails für diesen Benutzer ist erreicht. Bitte versuchen Sie es morgen erneut.',
    MAIL_SEND_ERROR: 'Die E-Mail konnte nicht versendet werden.',
    ERROR_SEND_MESSAGE: 'Die Nachricht konnte nicht versendet werden.',
    NO_VALID_COMMUNICATION_CHANEL: 'Es ist kein gültiger Kommunikationskanal hinterlegt.',
  },
  en: {
    LIMIT_USER_MAIL_REACHED: 'The daily number of e-mails for this user has been reached. Please try again tomorrow.',
    MAIL_SEND_ERROR: 'The e-mail could not be sent.',
    ERROR_SEND_MESSAGE: 'The message could not be sent.',
    NO_VALID_COMMUNICATION_CHANEL: 'No valid communication channel is on record.',
  },
  fr: {
    LIMIT_USER_MAIL_REACHED: 'Le nombre quotidien d’e-mails pour cet utilisateur est atteint. Veuillez réessayer demain.',
    MAIL_SEND_ERROR: 'L’e-mail n’a pas pu être envoyé.',
    ERROR_SEND_MESSAGE: 'Le message n’a pas pu être envoyé.',
    NO_VALID_COMMUNICATION_CHANEL: 'Aucun canal de communication valable n’est enregistré.',
  },
};
