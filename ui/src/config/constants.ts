// Business constants and limits of spec section 9 that the client applies, in one place.
// Layout and colours feed CSS variables (app/layout-variables.ts) and the viewport hook, so a
// stylesheet never repeats a number from here.

export const LAYOUT = {
  /** Below `large` the side menu shrinks to its mini width; below `small` it hides behind the menu button. */
  breakpoints: { large: 1264, small: 600 },
  /** Smaller viewports get a hint that the portal is laid out for at least this size. */
  minScreen: { width: 1300, height: 500 },
  sideMenu: { width: 380, mini: 72 },
  toolbarHeight: 86,
  contentCardMaxWidth: 1250,
  chartHeights: { small: 400, large: 500 },
} as const;

export const COLORS = {
  primary: '#3F56D1',
  positive: '#45B61B',
  neutral: '#FF9505',
  negative: '#FF0000',
} as const;

export const ROWS_PER_PAGE = 10;

export const HTTP_RETRY = { retries: 2, baseDelayMs: 500 } as const;

export const DOWNLOAD = {
  eofMarker: '---eof---',
  errorMarker: '---serializableError---',
  maxAttempts: 10,
  waitMs: { min: 100, max: 500 },
} as const;

export const SOCKET = { reconnectAttempts: 10, baseDelayMs: 500, maxDelayMs: 10_000 } as const;

/** Info and warning toasts close after this; errors stay until closed. */
export const TOAST_TIMEOUT_MS = 10_000;

export const COOKIE_DECISION_MONTHS = 4;

export const DECIMALS = { graph: 3, price: 4, volume: 0, value: 2 } as const;

/** Rounding is allowed to at most this many digits either side of the decimal point. */
export const ROUNDING_LIMIT = 6;

export const TIME_ZONE = 'Europe/Zurich';

export const LANGUAGES = ['de', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';
