import type { errorCodeAreas, ErrorCodeArea } from '@portal/events/error-codes';

/** The codes of one area of the contracts' error catalogue. */
export type CodeOf<A extends ErrorCodeArea> = (typeof errorCodeAreas)[A][number];

/**
 * The texts of one area's error codes: German (the reference) and English for every code,
 * French for those translated; i18next shows the German text for the others, which the French
 * catalogue lists as untranslated.
 */
export interface AreaTexts<A extends ErrorCodeArea> {
  readonly de: Readonly<Record<CodeOf<A>, string>>;
  readonly en: Readonly<Record<CodeOf<A>, string>>;
  readonly fr: Readonly<Partial<Record<CodeOf<A>, string>>>;
}
