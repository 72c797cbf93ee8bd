import Type from 'typebox';

/**
 * Text and code fields of spec section 5, one schema each. ajv compiles patterns with the `u`
 * flag (its default), which the `\p{...}` classes need; the UI's forms and the API's routes use
 * these same constants, so both accept exactly the same input.
 */

// Letters of the Latin script (umlauts and accented letters included, also as combining marks),
// digits, space and . , ' _ -. The lookahead refuses a value of spaces only.
const textCharset = "\\p{Script=Latin}\\p{M}0-9 .,'_-";
export const textPattern = `^(?=.*\\S)[${textCharset}]+$`;
const text = (description: string) => Type.String({ minLength: 1, maxLength: 255, pattern: textPattern, description });
const notBlank = (description: string, maxLength = 255) => Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

export const Name = text('last name (or a contact name)');
export type Name = Type.Static<typeof Name>;
export const Prename = text('first name');
export type Prename = Type.Static<typeof Prename>;
export const Street = text('street');
export type Street = Type.Static<typeof Street>;
export const StreetNr = text('house number ("12a")');
export type StreetNr = Type.Static<typeof StreetNr>;
export const Place = text('town');
export type Place = Type.Static<typeof Place>;

/** Optional in its form: the empty string stands for "none". */
export const Postbox = Type.String({ maxLength: 255, pattern: `^[${textCharset}]*$`, description: 'post box, may be empty' });
export type Postbox = Type.Static<typeof Postbox>;

/** Firm names keep their own spelling ("Müller & Söhne AG"): any character, not blank. */
export const Firmname = notBlank('firm name');
export type Firmname = Type.Static<typeof Firmname>;

/** One DNS label: the spec's 255 is cut to the 63 characters a label can hold. */
export const Subdomain = Type.String({ minLength: 1, maxLength: 63, pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$', description: 'one DNS label' });
export type Subdomain = Type.Static<typeof Subdomain>;

// A pattern rather than ajv's `format: 'email'`, so a form validator without ajv-formats agrees.
export const Mail = Type.String({
  minLength: 3,
  maxLength: 255,
  pattern: "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
  description: 'e-mail address',
});
export type Mail = Type.Static<typeof Mail>;

export const Website = Type.String({
  maxLength: 255,
  pattern: '^https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?(/[^\\s]*)?$',
  description: 'http(s) URL',
});
export type Website = Type.Static<typeof Website>;

/** The number after the prefix: digits and spaces; the prefix's length rule is `phonePartsProblem`. */
export const Phone = Type.String({ minLength: 1, maxLength: 30, pattern: '^[0-9 ]*[0-9][0-9 ]*$', description: 'digits and spaces' });
export type Phone = Type.Static<typeof Phone>;

/** "+41 44 123 45 67": prefix and number in one field; `phoneProblem` checks prefix and length. */
export const PhoneNumber = Type.String({ minLength: 4, maxLength: 30, pattern: '^\\+[0-9][0-9 ]*[0-9]$', description: 'international number' });
export type PhoneNumber = Type.Static<typeof PhoneNumber>;

export const PhonePrefix = Type.String({ minLength: 1, maxLength: 5, pattern: '^\\+[0-9]{1,4}$', description: 'e.g. +41' });
export type PhonePrefix = Type.Static<typeof PhonePrefix>;

export const Language = Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Za-z]{2}$', description: 'two-letter language code' });
export type Language = Type.Static<typeof Language>;

/** 8 to 255 characters with an upper-case and a lower-case letter, a digit and a special character. */
export const Password = Type.String({
  minLength: 8,
  maxLength: 255,
  pattern: '^(?=.*\\p{Lu})(?=.*\\p{Ll})(?=.*[0-9])(?=.*[^\\p{L}\\p{N}\\s]).*$',
  description: 'password',
});
export type Password = Type.Static<typeof Password>;

const sixDigits = (description: string) => Type.String({ minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$', description });
export const VerificationCode = sixDigits('code from the verification mail (valid 15 minutes)');
export type VerificationCode = Type.Static<typeof VerificationCode>;
export const AuthenticatorCode = sixDigits('TOTP code of the authenticator app');
export type AuthenticatorCode = Type.Static<typeof AuthenticatorCode>;

export const Captcha = Type.String({ minLength: 4, maxLength: 4, pattern: '^\\S{4}$', description: 'the 4 characters of the captcha image' });
export type Captcha = Type.Static<typeof Captcha>;

export const RecoveryCode = notBlank('two-factor recovery code');
export type RecoveryCode = Type.Static<typeof RecoveryCode>;

/** Typed by people, so no sign and no Swiss thousands apostrophe ("1'000"). */
export const CustomerId = Type.String({ minLength: 1, maxLength: 18, pattern: '^[0-9]+$', description: 'customer number' });
export type CustomerId = Type.Static<typeof CustomerId>;
