// Session verification shared by the command API and the query API (ADR 7, ADR 8).
export { isPrincipal, principalFrom, type Principal } from './principal.ts';
export * from './guard-rules.ts';
