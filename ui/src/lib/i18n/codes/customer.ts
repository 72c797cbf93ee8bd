import type { AreaTexts } from './area-texts.ts';

// The customer area's codes in German, English and French (spec section 8).
export const customerTexts: AreaTexts<'customer'> = {
  de: {
    CUSTOMER_ALREADY_EXISTS: 'Dieser Kunde existiert bereits.',
  },
  en: {
    CUSTOMER_ALREADY_EXISTS: 'This customer already exists.',
  },
  fr: {},
};
