/** The mail area's own codes (spec section 8): the daily quota and failed sending. */
export const mailErrorCodes = ['LIMIT_USER_MAIL_REACHED', 'MAIL_SEND_ERROR', 'ERROR_SEND_MESSAGE', 'NO_VALID_COMMUNICATION_CHANEL'] as const;
