import { defineCommand } from '@/lib/commands.ts';

/** The partner's detail, its own account and the host's design all provide the partner's DESIGN tag. */
export const changeSalesPartnerDesign = defineCommand('ChangeSalesPartnerDesign', ({ salesPartnerId }) => [{ type: 'DESIGN', id: salesPartnerId }]);
