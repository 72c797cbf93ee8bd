import Type from 'typebox';

/** Spec section 5: a full-text search starts at 3 characters; the UI shows a hint below that and sends nothing. */
export const minSearchLength = 3;

/** The full-text filter of every list that has one (offers, metering points). */
export const SearchText = Type.String({ minLength: minSearchLength, maxLength: 100 });
