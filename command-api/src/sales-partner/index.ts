import type { CommandArea } from '../area.ts';
import { deciderFold } from '../audit/audit-fold.ts';
import { hostNameDecider } from './host-name.ts';
import { salesPartnerDecider } from './sales-partner.ts';
import { salesPartnerAdminCommands } from './admin-commands.ts';
import { salesPartnerCommands } from './commands.ts';

export const salesPartnerArea: CommandArea = {
  name: 'sales-partner',
  commands: [...salesPartnerCommands, ...salesPartnerAdminCommands],
  auditFolds: {
    salesPartner: deciderFold(salesPartnerDecider),
    domain: deciderFold(hostNameDecider),
    subdomain: deciderFold(hostNameDecider),
  },
};
