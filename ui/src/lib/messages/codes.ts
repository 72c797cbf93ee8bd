// The error catalogue of spec section 8: every code a server or the client may report, from the
// areas' lists in the contracts (`@portal/events/error-codes`). Each has a message in every
// catalogue (lib/i18n/codes/, one module per area), checked by their type and, area by area, by
// lib/i18n/error-texts.spec.ts.

export { errorCodes as ERROR_CODES, isErrorCode, type ErrorCode } from '@portal/events/error-codes';
