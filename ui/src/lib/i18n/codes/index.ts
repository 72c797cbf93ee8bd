import { type ErrorCode, type ErrorCodeArea, errorCodes } from '@portal/events/error-codes';
import type { AreaTexts } from './area-texts.ts';
import { comingTexts } from './coming.ts';
import { commonTexts } from './common.ts';
import { customerTexts } from './customer.ts';
import { identityTexts } from './identity.ts';
import { loadProfileTexts } from './load-profile.ts';
import { mailTexts } from './mail.ts';
import { marketTexts } from './market.ts';
import { offerTexts } from './offer.ts';
import { salesPartnerTexts } from './sales-partner.ts';
import { userTexts } from './user.ts';

/**
 * The texts of the error catalogue (spec section 8), one module per area of the contracts'
 * `errorCodeAreas`: a new area with codes of its own adds its `<area>.ts` and one line here, and
 * an area of the contracts without its line here does not compile.
 */
const areaTexts: { readonly [A in ErrorCodeArea]: AreaTexts<A> } = {
  common: commonTexts,
  identity: identityTexts,
  user: userTexts,
  customer: customerTexts,
  mail: mailTexts,
  salesPartner: salesPartnerTexts,
  loadProfile: loadProfileTexts,
  market: marketTexts,
  offer: offerTexts,
  coming: comingTexts,
};

type SomeTexts = Readonly<Record<'de' | 'en' | 'fr', Readonly<Partial<Record<ErrorCode, string>>>>>;
const texts: readonly SomeTexts[] = Object.values(areaTexts);

// Each area's `de` and `en` hold every code of its list (AreaTexts), and the areas together hold
// every code of the catalogue, so the merged record has them all.
const merged = (language: 'de' | 'en'): Readonly<Record<ErrorCode, string>> =>
  Object.assign({}, ...texts.map((area) => area[language])) as Record<ErrorCode, string>;

/** German texts of every code (the catalogue's `codes`). */
export const deCodes = merged('de');
/** English texts of every code. */
export const enCodes = merged('en');
/** French texts of the codes translated so far. */
export const frCodes: Readonly<Partial<Record<ErrorCode, string>>> = Object.assign({}, ...texts.map((area) => area.fr)) as Partial<Record<ErrorCode, string>>;
/** The catalogue keys (`codes.<code>`) French does not translate yet: i18next shows the German text. */
export const frUntranslatedCodes: readonly string[] = errorCodes.filter((code) => frCodes[code] === undefined).map((code) => `codes.${code}`);
