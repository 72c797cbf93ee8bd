import type { AreaTexts } from './area-texts.ts';

// The sales partner area's codes in German, English and French (spec section 8).
export const salesPartnerTexts: AreaTexts<'salesPartner'> = {
  de: {
    ERROR_TEMPLATE: 'Die Vorlage konnte nicht verarbeitet werden.',
    ERROR_TEMPLATE_TRANSFORMATION: 'Die Vorlage konnte nicht in ein Dokument umgewandelt werden.',
  },
  en: {
    ERROR_TEMPLATE: 'The template could not be processed.',
    ERROR_TEMPLATE_TRANSFORMATION: 'The template could not be turned into a document.',
  },
  fr: {
    ERROR_TEMPLATE: 'Le modèle n’a pas pu être traité.',
    ERROR_TEMPLATE_TRANSFORMATION: 'Le modèle n’a pas pu être transformé en document.',
  },
};
