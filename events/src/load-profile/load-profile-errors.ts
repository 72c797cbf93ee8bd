/** The load profile area's own codes (spec section 8): own production or consumption, aggregation. */
export const loadProfileErrorCodes = ['THRESHOLD_EXCEEDED', 'AGGREGATE_JOB_RUNNING'] as const;
