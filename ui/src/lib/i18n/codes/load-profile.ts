import type { AreaTexts } from './area-texts.ts';

// The load profile area's codes in German, English and French (spec section 8).
export const loadProfileTexts: AreaTexts<'loadProfile'> = {
  de: {
    THRESHOLD_EXCEEDED: 'Der Schwellenwert für Eigenproduktion bzw. Eigenverbrauch wurde überschritten.',
    AGGREGATE_JOB_RUNNING: 'Eine Aggregation läuft gerade. Bitte versuchen Sie es später erneut.',
  },
  en: {
    THRESHOLD_EXCEEDED: 'The threshold for own production or own consumption has been exceeded.',
    AGGREGATE_JOB_RUNNING: 'An aggregation is running. Please try again later.',
  },
  fr: {
    THRESHOLD_EXCEEDED: 'Le seuil de production propre ou de consommation propre est dépassé.',
    AGGREGATE_JOB_RUNNING: 'Une agrégation est en cours. Veuillez réessayer plus tard.',
  },
};
