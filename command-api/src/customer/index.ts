import { errorCodeAreas } from '@portal/events/error-codes';
import type { CommandArea } from '../area.ts';
import { deciderFold } from '../audit/audit-fold.ts';
import { customerDecider } from './customer.ts';
import { customerKeyDecider } from './customer-key.ts';
import { customerNumberDecider } from './customer-number.ts';
import { customerCommands } from './commands.ts';

export const customerArea: CommandArea = {
  name: 'customer',
  errorCodes: errorCodeAreas.customer,
  commands: customerCommands,
  auditFolds: {
    customer: deciderFold(customerDecider),
    customerKey: deciderFold(customerKeyDecider),
    customerNumbers: deciderFold(customerNumberDecider),
  },
};
