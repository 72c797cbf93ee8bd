/** The market area's own codes (spec section 8): an import job of the same kind still runs. */
export const marketErrorCodes = ['JOB_IS_RUNNING'] as const;
