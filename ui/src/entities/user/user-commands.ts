import { defineCommand } from '@/lib/commands.ts';

// The user commands the UI sends, each with the reads its success makes stale. Every user list
// (a partner's, a customer's, the own account's) provides a tag per row, so a change of one
// user refetches the lists that show it.

const userTag = (userId: string) => ({ type: 'USER' as const, id: userId });

/** The new user appears in its partner's or customer's list (the admin's auditors), the own account's, and a customer's user count. */
export const inviteUser = defineCommand('InviteUser', ({ salesPartnerId, customerId, role }) => [
  { type: 'USER', id: 'account' },
  ...(role === 'auditor' ? [{ type: 'USER' as const, id: 'auditors' }] : []),
  ...(customerId ? [{ type: 'USER' as const, id: `customer-${customerId}` }, { type: 'CUSTOMER' as const, id: 'LIST' }] : []),
  ...(salesPartnerId && !customerId ? [{ type: 'USER' as const, id: `partner-${salesPartnerId}` }] : []),
]);
export const changeUserDetails = defineCommand('ChangeUserDetails', ({ userId }) => [userTag(userId)]);
export const deactivateUser = defineCommand('DeactivateUser', ({ userId }) => [userTag(userId)]);
export const reactivateUser = defineCommand('ReactivateUser', ({ userId }) => [userTag(userId)]);
export const resetUserTwoFactor = defineCommand('ResetUserTwoFactor', ({ userId }) => [userTag(userId)]);
export const setUserPassword = defineCommand('SetUserPassword', ({ userId }) => [userTag(userId)]);
// The own password and mail: no list shows them; the mail change refetches the session itself.
export const changeOwnPassword = defineCommand('ChangeOwnPassword');
export const requestMailChange = defineCommand('RequestMailChange');
export const confirmMailChange = defineCommand('ConfirmMailChange');
