import type { AreaTexts } from './area-texts.ts';

// The market area's codes in German, English and French (spec section 8).
export const marketTexts: AreaTexts<'market'> = {
  de: {
    JOB_IS_RUNNING: 'Ein Auftrag dieser Art läuft gerade. Bitte versuchen Sie es später erneut.',
  },
  en: {
    JOB_IS_RUNNING: 'A job of this kind is running. Please try again later.',
  },
  fr: {
    JOB_IS_RUNNING: 'Une tâche de ce type est en cours. Veuillez réessayer plus tard.',
  },
};
