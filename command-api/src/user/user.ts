import { assertNever, DomainError, erasedPerson, validationError, type CreatePlatformUser, type Decider, type InvitedUser, type PlatformConfigLists, type UserEvent } from '@portal/events';
import { asDomainError, phonePartsProblem } from '@portal/events/validation';

export type UserDetails = Pick<InvitedUser, 'name' | 'prename' | 'sex' | 'language' | 'phoneprefix' | 'phone' | 'isCustomerAdmin'>;
export type PasswordReason = 'activation' | 'own' | 'manager' | 'reset';

/** Creation and invitation carry what their rules check against: the platform configuration and whether the partner exists. */
export type UserCommand =
  | { readonly type: 'CreatePlatformUser'; readonly data: CreatePlatformUser; readonly config: PlatformConfigLists; readonly partnerExists: boolean }
  | { readonly type: 'InviteUser'; readonly data: InvitedUser; readonly config: PlatformConfigLists; readonly activationExpiresAt: string | null }
  | { readonly type: 'ActivateUser' }
  | { readonly type: 'DeactivateUser' }
  | { readonly type: 'ReactivateUser' }
  | { readonly type: 'ChangeUserDetails'; readonly data: UserDetails; readonly config: PlatformConfigLists }
  | { readonly type: 'ChangeUserPassword'; readonly reason: PasswordReason }
  | { readonly type: 'ResetTwoFactor' }
  | { readonly type: 'IssueRecoveryCode' }
  | { readonly type: 'RequestMailChange'; readonly mail: string; readonly expiresAt: string }
  | { readonly type: 'ChangeUserMail'; readonly mail: string }
  | { readonly type: 'EraseUser' };

export type UserStatus = 'invited' | 'active' | 'inactive';
export type UserState =
  | { readonly status: 'none' }
  | {
      readonly status: UserStatus;
      readonly user: InvitedUser;
      /** Whether the user ever completed the activation: a reactivated user returns to it. */
      readonly activated: boolean;
      readonly pendingMail: { readonly mail: string; readonly expiresAt: string } | null;
      /** Erased users stay inactive for good: nothing of theirs changes any more. */
      readonly erased: boolean;
    };
type Known = Exclude<UserState, { status: 'none' }>;

// Field by field: the stored event's keys come back in the database's order.
const same = <T extends object>(a: T, b: T): boolean => (Object.keys({ ...a, ...b }) as (keyof T)[]).every((key) => a[key] === b[key]);

const notFound = () => new DomainError('ERR_BAD_REQUEST', 404, 'no such user', { field: 'data.userId' });
const stateError = (message: string) => new DomainError('STATE_ERROR', 409, message, { field: 'data.userId' });

function assertPhone(config: PlatformConfigLists, prefix: string, phone: string): void {
  const problem = phonePartsProblem(config, prefix, phone, 'data.phone');
  if (problem) throw asDomainError(problem);
}

/** The operator's side: admins and auditors belong to no partner and no customer. */
const ofPlatform = (role: InvitedUser['role']): boolean => role === 'admin' || role === 'auditor';

/** Who belongs where: admins and auditors to nobody, partner users to a partner, customer users to a partner's customer. */
function assertPlacement(data: InvitedUser): void {
  if (ofPlatform(data.role) && data.salesPartnerId !== null) throw validationError('data.salesPartnerId', `an ${data.role} belongs to no sales partner`);
  if (ofPlatform(data.role) && data.customerId !== null) throw validationError('data.customerId', `an ${data.role} belongs to no customer`);
  if (!ofPlatform(data.role) && data.salesPartnerId === null) throw validationError('data.salesPartnerId', `a ${data.role} user needs its sales partner`);
  if (data.role === 'salesPartner' && data.customerId !== null) throw validationError('data.customerId', 'a sales partner user belongs to no customer');
  if (data.role === 'customer' && data.customerId === null) throw validationError('data.customerId', 'a customer user needs its customer');
  if (data.role !== 'customer' && data.isCustomerAdmin) throw validationError('data.isCustomerAdmin', 'only customer users manage a customer');
}

function decideCreation(command: Extract<UserCommand, { type: 'CreatePlatformUser' | 'InviteUser' }>, state: UserState): UserEvent[] {
  const data = { ...command.data, mail: command.data.mail.trim() };
  if (state.status !== 'none') {
    // Creating the same user again (a seed on every start, a retried invitation) changes nothing.
    const before = command.type === 'CreatePlatformUser' ? { ...state.user, customerId: undefined, isCustomerAdmin: undefined } : state.user;
    const after = command.type === 'CreatePlatformUser' ? { ...data, customerId: undefined, isCustomerAdmin: undefined } : data;
    if (same<object>(before, after)) return [];
    throw validationError('data.userId', `user ${data.userId} exists already`);
  }
  if (command.type === 'CreatePlatformUser') {
    assertPlacement({ ...command.data, customerId: null, isCustomerAdmin: false });
    if (data.role === 'salesPartner' && !command.partnerExists) {
      throw new DomainError('ERR_BAD_REQUEST', 404, `no sales partner ${data.salesPartnerId}`, { field: 'data.salesPartnerId' });
    }
    assertPhone(command.config, data.phoneprefix, data.phone);
    return [{ type: 'PlatformUserCreated', data: data as CreatePlatformUser }];
  }
  assertPlacement(command.data);
  assertPhone(command.config, data.phoneprefix, data.phone);
  const invited: UserEvent = { type: 'UserInvited', data: data as InvitedUser };
  if (command.activationExpiresAt === null) return [invited];
  return [invited, { type: 'UserActivationIssued', data: { userId: data.userId, expiresAt: command.activationExpiresAt } }];
}

function decideKnown(command: Exclude<UserCommand, { type: 'CreatePlatformUser' | 'InviteUser' }>, state: Known): UserEvent[] {
  const userId = state.user.userId;
  if (state.erased) {
    if (command.type === 'EraseUser' || command.type === 'DeactivateUser') return [];
    throw stateError(`user ${userId} is erased`);
  }
  switch (command.type) {
    case 'ActivateUser':
      if (state.status === 'active') return [];
      if (state.status !== 'invited') throw stateError(`user ${userId} cannot be activated`);
      return [{ type: 'UserActivated', data: { userId } }, { type: 'UserPasswordChanged', data: { userId, reason: 'activation' } }];
    case 'DeactivateUser':
      return state.status === 'inactive' ? [] : [{ type: 'UserDeactivated', data: { userId } }];
    case 'ReactivateUser':
      return state.status === 'inactive' ? [{ type: 'UserReactivated', data: { userId } }] : [];
    case 'ChangeUserDetails': {
      if (command.data.isCustomerAdmin && state.user.role !== 'customer') throw validationError('data.isCustomerAdmin', 'only customer users manage a customer');
      const current: UserDetails = { name: state.user.name, prename: state.user.prename, sex: state.user.sex, language: state.user.language, phoneprefix: state.user.phoneprefix, phone: state.user.phone, isCustomerAdmin: state.user.isCustomerAdmin };
      if (same(current, command.data)) return [];
      assertPhone(command.config, command.data.phoneprefix, command.data.phone);
      return [{ type: 'UserDetailsChanged', data: { userId, ...command.data } }];
    }
    case 'ChangeUserPassword':
      if (state.status !== 'active') throw stateError(`user ${userId} is not active`);
      return [{ type: 'UserPasswordChanged', data: { userId, reason: command.reason } }];
    case 'ResetTwoFactor':
      if (state.status !== 'active') throw stateError(`user ${userId} is not active`);
      return [{ type: 'UserTwoFactorReset', data: { userId } }];
    case 'IssueRecoveryCode':
      if (state.status !== 'active') throw stateError(`user ${userId} is not active`);
      return [{ type: 'UserRecoveryCodeIssued', data: { userId } }];
    case 'RequestMailChange':
      if (state.status !== 'active') throw stateError(`user ${userId} is not active`);
      return [{ type: 'UserMailChangeRequested', data: { userId, mail: command.mail, expiresAt: command.expiresAt } }];
    case 'ChangeUserMail':
      if (state.user.mail.toLowerCase() === command.mail.toLowerCase()) return [];
      return [{ type: 'UserMailChanged', data: { userId, mail: command.mail, previousMail: state.user.mail } }];
    case 'EraseUser':
      return [{ type: 'UserErased', data: { userId } }];
    default:
      return assertNever(command);
  }
}

/** A portal user: invited, activated with password and authenticator, deactivated and back. */
function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'CreatePlatformUser' || command.type === 'InviteUser') return decideCreation(command, state);
  if (state.status === 'none') throw notFound();
  return decideKnown(command, state);
}

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'PlatformUserCreated':
      return { status: 'active', user: { ...event.data, customerId: null, isCustomerAdmin: false }, activated: true, pendingMail: null, erased: false };
    case 'UserInvited':
      return { status: 'invited', user: event.data, activated: false, pendingMail: null, erased: false };
    default:
      break;
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'UserActivationIssued':
    case 'UserPasswordChanged':
    case 'UserTwoFactorReset':
    case 'UserRecoveryCodeIssued':
      return state;
    case 'UserActivated':
      return { ...state, status: 'active', activated: true };
    case 'UserDeactivated':
      return { ...state, status: 'inactive' };
    case 'UserReactivated':
      return { ...state, status: state.activated ? 'active' : 'invited' };
    case 'UserDetailsChanged': {
      const { userId: _userId, ...details } = event.data;
      return { ...state, user: { ...state.user, ...details } };
    }
    case 'UserMailChangeRequested':
      return { ...state, pendingMail: { mail: event.data.mail, expiresAt: event.data.expiresAt } };
    case 'UserMailChanged':
      return { ...state, user: { ...state.user, mail: event.data.mail }, pendingMail: null };
    case 'UserErased':
      return { ...state, status: 'inactive', user: { ...state.user, ...erasedPerson(state.user.userId) }, pendingMail: null, erased: true };
    default:
      return assertNever(event);
  }
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = { initialState: () => ({ status: 'none' }), decide, evolve };
