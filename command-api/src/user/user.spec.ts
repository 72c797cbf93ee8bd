import { defaultPlatformConfig as config, type CreatePlatformUser, type InvitedUser, type UserEvent } from '@portal/events';
import { given } from '@portal/events/testing';
import { userDecider as decider } from './user.ts';
import { userMailDecider } from './user-mail.ts';

const partnerId = '0b6c6a35-8f0e-4c5a-9d65-3f1d1d7f0a01';
const user = (overrides: Partial<CreatePlatformUser> = {}): CreatePlatformUser => ({
  userId: '5f7c9a52-1e3b-4d6a-8c2f-9a0b1c2d3e4f',
  salesPartnerId: partnerId,
  role: 'salesPartner',
  mail: 'anna@alpha.test',
  name: 'Alpha',
  prename: 'Anna',
  sex: 'MS',
  language: 'de',
  phoneprefix: '+41',
  phone: '44 123 45 67',
  ...overrides,
});
const create = (overrides: Partial<CreatePlatformUser> = {}, partnerExists = true) => ({ type: 'CreatePlatformUser' as const, data: user(overrides), config, partnerExists });
const created: UserEvent = { type: 'PlatformUserCreated', data: user() };

describe('user decider', () => {
  it('creates a partner user', () => {
    given(decider, []).when(create()).then([created]);
  });

  it('creates an admin of no partner', () => {
    const admin = { role: 'admin' as const, salesPartnerId: null };
    given(decider, []).when(create(admin, false)).then([{ type: 'PlatformUserCreated', data: user(admin) }]);
  });

  it('changes nothing when the same user is created again', () => {
    given(decider, [created]).when(create()).then([]);
  });

  it('knows the same user when the stored event lists its fields in another order', () => {
    const reordered = Object.fromEntries(Object.entries(user()).reverse()) as CreatePlatformUser;
    given(decider, [{ type: 'PlatformUserCreated' as const, data: reordered }]).when(create()).then([]);
  });

  it.each([
    ['another user under an existing id', create({ name: 'Other' }), 'VALIDATION_ERROR', 'data.userId'],
    ['an admin with a partner', create({ role: 'admin' }), 'VALIDATION_ERROR', 'data.salesPartnerId'],
    ['a partner user without a partner', create({ salesPartnerId: null }), 'VALIDATION_ERROR', 'data.salesPartnerId'],
    ['a partner user of an unknown partner', create({}, false), 'ERR_BAD_REQUEST', 'data.salesPartnerId'],
    ['an unknown phone prefix', create({ phoneprefix: '+999' }), 'VALIDATION_ERROR', 'data.phone'],
    ['a phone number too short for its prefix', create({ phone: '44 1' }), 'VALIDATION_ERROR', 'data.phone'],
  ])('refuses %s', (_name, command, code, field) => {
    const history = field === 'data.userId' ? [created] : [];
    given(decider, history).when(command).thenThrows(code, field);
  });
});

describe('user mail decider', () => {
  const reserve = (userId: string) => ({ type: 'ReserveUserMail' as const, data: { mail: 'anna@alpha.test', userId } });
  const reserved = { type: 'UserMailReserved' as const, data: { mail: 'anna@alpha.test', userId: 'u1' } };

  it('reserves a free address', () => {
    given(userMailDecider, []).when(reserve('u1')).then([reserved]);
  });

  it('changes nothing when the same user reserves it again', () => {
    given(userMailDecider, [reserved]).when(reserve('u1')).then([]);
  });

  it('refuses an address another user holds', () => {
    given(userMailDecider, [reserved]).when(reserve('u2')).thenThrows('ALREADY_REGISTERED', 'data.mail');
  });

  it('frees the address for its holder only, and a freed address can be taken again', () => {
    const release = (userId: string) => ({ type: 'ReleaseUserMail' as const, data: { mail: 'anna@alpha.test', userId } });
    given(userMailDecider, [reserved]).when(release('u2')).then([]);
    given(userMailDecider, [reserved]).when(release('u1')).then([{ type: 'UserMailReleased', data: { mail: 'anna@alpha.test', userId: 'u1' } }]);
    given(userMailDecider, [reserved, { type: 'UserMailReleased' as const, data: { mail: 'anna@alpha.test', userId: 'u1' } }]).when(reserve('u2')).then([{ type: 'UserMailReserved', data: { mail: 'anna@alpha.test', userId: 'u2' } }]);
  });
});

describe('user decider: invitation and lifecycle', () => {
  const customerId = '7a1d0c55-2b4e-4f3a-9c8d-1e2f3a4b5c6d';
  const invited = (overrides: Partial<InvitedUser> = {}): InvitedUser => ({ ...user(), customerId, role: 'customer', isCustomerAdmin: true, ...overrides });
  const invite = (overrides: Partial<InvitedUser> = {}) => ({ type: 'InviteUser' as const, data: invited(overrides), config, activationExpiresAt: '2026-11-27T10:00:00.000Z' });
  const history: UserEvent[] = [{ type: 'UserInvited', data: invited() }];
  const userId = user().userId;
  const activated: UserEvent[] = [...history, { type: 'UserActivated', data: { userId } }];

  it('invites with the activation expiry, and the same invitation again changes nothing', () => {
    given(decider, []).when(invite()).then([...history, { type: 'UserActivationIssued', data: { userId, expiresAt: '2026-11-27T10:00:00.000Z' } }]);
    given(decider, history).when(invite()).then([]);
  });

  it.each([
    ['a customer user without customer', { customerId: null }, 'data.customerId'],
    ['a partner user with a customer', { role: 'salesPartner' as const }, 'data.customerId'],
    ['a customer admin flag on a partner user', { role: 'salesPartner' as const, customerId: null }, 'data.isCustomerAdmin'],
  ])('refuses %s', (_name, overrides, field) => {
    given(decider, []).when(invite(overrides)).thenThrows('VALIDATION_ERROR', field);
  });

  describe('an auditor (docs/adr/0025-auditors.md)', () => {
    const auditor = { role: 'auditor' as const, salesPartnerId: null, customerId: null, isCustomerAdmin: false, mail: 'audrey@audit.test' };

    it('is invited with no partner and no customer, and activates like every user', () => {
      const invitedAuditor: UserEvent = { type: 'UserInvited', data: invited(auditor) };
      given(decider, []).when(invite(auditor)).then([invitedAuditor, { type: 'UserActivationIssued', data: { userId, expiresAt: '2026-11-27T10:00:00.000Z' } }]);
      given(decider, [invitedAuditor]).when({ type: 'ActivateUser' }).then([{ type: 'UserActivated', data: { userId } }, { type: 'UserPasswordChanged', data: { userId, reason: 'activation' } }]);
    });

    it('is created active by operator command, as the admin is', () => {
      const created = { role: 'auditor' as const, salesPartnerId: null };
      given(decider, []).when(create(created, false)).then([{ type: 'PlatformUserCreated', data: user(created) }]);
    });

    it.each([
      ['with a partner', { salesPartnerId: partnerId }, 'data.salesPartnerId'],
      ['with a customer', { customerId }, 'data.customerId'],
      ['as a customer admin', { isCustomerAdmin: true }, 'data.isCustomerAdmin'],
    ])('is refused %s', (_name, overrides, field) => {
      given(decider, []).when(invite({ ...auditor, ...overrides })).thenThrows('VALIDATION_ERROR', field);
    });

    it('is refused with a partner by operator command', () => {
      given(decider, []).when(create({ role: 'auditor' })).thenThrows('VALIDATION_ERROR', 'data.salesPartnerId');
    });
  });

  it('activates an invited user once, recording the password set', () => {
    given(decider, history).when({ type: 'ActivateUser' }).then([{ type: 'UserActivated', data: { userId } }, { type: 'UserPasswordChanged', data: { userId, reason: 'activation' } }]);
    given(decider, activated).when({ type: 'ActivateUser' }).then([]);
  });

  it('deactivates and reactivates back to the state before', () => {
    given(decider, activated).when({ type: 'DeactivateUser' }).then([{ type: 'UserDeactivated', data: { userId } }]);
    const inactive: UserEvent[] = [...history, { type: 'UserDeactivated', data: { userId } }, { type: 'UserReactivated', data: { userId } }];
    // Never activated: back to invited, so activation still works.
    given(decider, inactive).when({ type: 'ActivateUser' }).then([{ type: 'UserActivated', data: { userId } }, { type: 'UserPasswordChanged', data: { userId, reason: 'activation' } }]);
  });

  it('refuses a password change of a user who is not active', () => {
    given(decider, history).when({ type: 'ChangeUserPassword', reason: 'manager' }).thenThrows('STATE_ERROR');
  });

  it('changes details only when they differ', () => {
    const { name, prename, sex, language, phoneprefix, phone, isCustomerAdmin } = invited();
    given(decider, activated).when({ type: 'ChangeUserDetails', data: { name, prename, sex, language, phoneprefix, phone, isCustomerAdmin }, config }).then([]);
    given(decider, activated)
      .when({ type: 'ChangeUserDetails', data: { name: 'Neu', prename, sex, language, phoneprefix, phone, isCustomerAdmin: false }, config })
      .then([{ type: 'UserDetailsChanged', data: { userId, name: 'Neu', prename, sex, language, phoneprefix, phone, isCustomerAdmin: false } }]);
  });

  it('changes the mail after a request, naming the previous one', () => {
    const requested: UserEvent[] = [...activated, { type: 'UserMailChangeRequested', data: { userId, mail: 'new@alpha.test', expiresAt: '2026-11-20T10:15:00.000Z' } }];
    given(decider, requested).when({ type: 'ChangeUserMail', mail: 'new@alpha.test' }).then([{ type: 'UserMailChanged', data: { userId, mail: 'new@alpha.test', previousMail: 'anna@alpha.test' } }]);
  });

  it('records a recovery code issued by a manager for an active user only', () => {
    given(decider, activated).when({ type: 'IssueRecoveryCode' }).then([{ type: 'UserRecoveryCodeIssued', data: { userId } }]);
    given(decider, history).when({ type: 'IssueRecoveryCode' }).thenThrows('STATE_ERROR');
  });

  it('erases a user once; an erased user is changed by nothing else', () => {
    given(decider, activated).when({ type: 'EraseUser' }).then([{ type: 'UserErased', data: { userId } }]);
    const erased: UserEvent[] = [...activated, { type: 'UserErased', data: { userId } }];
    given(decider, erased).when({ type: 'EraseUser' }).then([]);
    given(decider, erased).when({ type: 'DeactivateUser' }).then([]);
    given(decider, erased).when({ type: 'ReactivateUser' }).thenThrows('STATE_ERROR');
    given(decider, erased).when({ type: 'ChangeUserPassword', reason: 'reset' }).thenThrows('STATE_ERROR');
    given(decider, erased).when({ type: 'ChangeUserMail', mail: 'back@alpha.test' }).thenThrows('STATE_ERROR');
  });
});
