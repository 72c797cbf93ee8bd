import { defineCommand } from '@/lib/commands.ts';

// The customer commands the UI sends, each with the reads its success makes stale.

const list = { type: 'CUSTOMER' as const, id: 'LIST' };

export const createCustomer = defineCommand('CreateCustomer', () => [list]);
export const changeCustomer = defineCommand('ChangeCustomer', ({ customerId }) => [{ type: 'CUSTOMER', id: customerId }, list]);
// The customer's own pages are left behind; only the list still shows it.
export const deleteCustomer = defineCommand('DeleteCustomer', () => [list]);
export const eraseCustomer = defineCommand('EraseCustomer', () => [list]);
