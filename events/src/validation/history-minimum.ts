/**
 * Spec sections 5 and 9: a history (an offer request's range, a forecast's measured profile, the
 * rollout tool's check) covers at least this many whole days unless the platform configuration
 * says otherwise. One constant, so the form, the command API and the forecast worker cannot drift.
 */
export const minHistoryDays = 365;
