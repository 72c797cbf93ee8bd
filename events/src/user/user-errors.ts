/** The user area's own codes (spec section 8): the last user of a customer, activation while logged in. */
export const userErrorCodes = ['AT_LEAST_ONE_USER', 'AUTO_LOGOUT'] as const;
