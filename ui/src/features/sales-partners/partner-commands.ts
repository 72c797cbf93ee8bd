import { defineCommand } from '@/lib/commands.ts';

// The admin's sales partner commands, each with the reads its success makes stale: the
// partner's detail and the list pages.

const partner = (salesPartnerId: string) => [
  { type: 'SALES_PARTNER' as const, id: salesPartnerId },
  { type: 'SALES_PARTNER' as const, id: 'LIST' },
];

export const createSalesPartner = defineCommand('CreateSalesPartner', ({ salesPartnerId }) => partner(salesPartnerId));
export const changeSalesPartner = defineCommand('ChangeSalesPartner', ({ salesPartnerId }) => partner(salesPartnerId));
export const activateSalesPartner = defineCommand('ActivateSalesPartner', ({ salesPartnerId }) => partner(salesPartnerId));
export const deactivateSalesPartner = defineCommand('DeactivateSalesPartner', ({ salesPartnerId }) => partner(salesPartnerId));
export const deleteSalesPartner = defineCommand('DeleteSalesPartner', ({ salesPartnerId }) => partner(salesPartnerId));
export const setPublicRegistration = defineCommand('SetPublicRegistration', ({ salesPartnerId }) => partner(salesPartnerId));
export const publishDocumentTemplate = defineCommand('PublishDocumentTemplate', ({ salesPartnerId }) => [{ type: 'DOCUMENT_TEMPLATE', id: salesPartnerId }]);
export const sendTestMail = defineCommand('SendTestMail');
