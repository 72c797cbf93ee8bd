import type { CommandData } from '@portal/events/commands';
import { changeUserDetails, inviteUser } from './user-commands.ts';

const invite = (over: Partial<CommandData<'InviteUser'>>): CommandData<'InviteUser'> => ({
  userId: 'u1',
  salesPartnerId: 'sp1',
  customerId: null,
  role: 'salesPartner',
  isCustomerAdmin: false,
  mail: 'a@example.ch',
  sex: 'MS',
  prename: 'Paula',
  name: 'Partner',
  language: 'de',
  phoneprefix: '+41',
  phone: '441234567',
  ...over,
});

describe('user commands', () => {
  it('refreshes the list a new partner user appears in', () => {
    expect(inviteUser.invalidates(invite({}))).toEqual([
      { type: 'USER', id: 'account' },
      { type: 'USER', id: 'partner-sp1' },
    ]);
  });

  it("refreshes a customer's users and the customer list (its user count) for a customer user", () => {
    expect(inviteUser.invalidates(invite({ customerId: 'c1', role: 'customer' }))).toEqual([
      { type: 'USER', id: 'account' },
      { type: 'USER', id: 'customer-c1' },
      { type: 'CUSTOMER', id: 'LIST' },
    ]);
  });

  it("refreshes the admin's auditors for a new auditor", () => {
    expect(inviteUser.invalidates(invite({ salesPartnerId: null, role: 'auditor' }))).toEqual([
      { type: 'USER', id: 'account' },
      { type: 'USER', id: 'auditors' },
    ]);
  });

  it('refreshes every list that shows a changed user through its row tag', () => {
    const data = { userId: 'u1', sex: 'MS', prename: 'P', name: 'N', language: 'de', phoneprefix: '+41', phone: '1', isCustomerAdmin: false } as const;
    expect(changeUserDetails.invalidates(data)).toEqual([{ type: 'USER', id: 'u1' }]);
  });
});
