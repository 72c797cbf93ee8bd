// Session verification shared by the command API and the query API (ADR 7, ADR 8).
export { isPrincipal, principalFrom, type Principal } from './principal.ts';
export { createSqlSessionStore, type SessionStore } from './session-store.ts';
export { SessionTokens, type TokenClaims } from './session-token.ts';
export { cookieNames, principalOfRequest, sessionOf, sessionOfCookie, type SessionVerifier } from './session-verifier.ts';
export { PersonalDataCodec } from './personal-data-codec.ts';
export { withPersonalData } from './personal-data-event-store.ts';
export { createPersonalDataKeys, type PersonalDataKeys } from './personal-data-keys.ts';
export * from './guard-rules.ts';
