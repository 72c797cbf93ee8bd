/**
 * The platform operator, shown in every tenant's imprint beside the sales partner who offers the
 * portal under its own domain. This is configuration, not a placeholder: the operating company
 * sets its legal details here when it deploys the portal (the build bakes them in).
 */
export const PLATFORM_OPERATOR = {
  name: import.meta.env.VITE_OPERATOR_NAME ?? 'Energieportal Plattformbetrieb',
  street: import.meta.env.VITE_OPERATOR_STREET ?? '',
  zipCode: import.meta.env.VITE_OPERATOR_ZIP ?? '',
  place: import.meta.env.VITE_OPERATOR_PLACE ?? '',
  country: import.meta.env.VITE_OPERATOR_COUNTRY ?? 'Schweiz',
  mail: import.meta.env.VITE_OPERATOR_MAIL ?? '',
  register: import.meta.env.VITE_OPERATOR_REGISTER ?? '',
  vat: import.meta.env.VITE_OPERATOR_VAT ?? '',
} as const;
