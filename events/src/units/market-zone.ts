import Type from 'typebox';

/**
 * The market zones of spec section 9 (CH: Europe/Zurich, DE: Europe/Berlin). A schema only, so
 * command schemas (`@portal/events/commands`, bundled by the UI) name it without luxon.
 */
export const MarketZone = Type.Union([Type.Literal('Europe/Zurich'), Type.Literal('Europe/Berlin')]);
export type MarketZone = Type.Static<typeof MarketZone>;
