/**
 * The codes of spec section 8 any service or area may answer: input and files, access, the
 * connection, state and concurrency, and the general notices. An area's own codes are beside
 * its contracts (`<area>/<area>-errors.ts`); `events/src/error-codes.ts` collects them.
 * Browser-safe: plain lists.
 */
export const commonErrorCodes = [
  // files and input
  'FILE_DOWNLOAD',
  'INVALID_DATE',
  'INVALID_BOOL',
  'INVALID_FORMAT',
  'INVALID_FILE',
  'VALIDATION_ERROR',
  'AUTO_RESERVED_WORD',
  // access and the connection
  'TOO_MANY_REQUESTS',
  'NOT_AUTHORIZED',
  'ERR_BAD_REQUEST',
  'ERR_BAD_RESPONSE',
  'ERROR_TIMEOUT',
  // state and concurrency
  'STATE_ERROR',
  'NO_EFFECT',
  'DATA_MISMATCH',
  'DATA_MISMATCH_RELOAD',
  // general notices
  'SUCCESS_GENERAL',
  'COPY_CLIPBOARD_INFO',
  'TRANSLATED_NOTIFICATION',
] as const;
