/** The sales partner area's own codes (spec section 8): its document templates. */
export const salesPartnerErrorCodes = ['ERROR_TEMPLATE', 'ERROR_TEMPLATE_TRANSFORMATION'] as const;
