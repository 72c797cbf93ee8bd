/** The customer area's own codes (spec section 8). */
export const customerErrorCodes = ['CUSTOMER_ALREADY_EXISTS'] as const;
