import { assertNever, DomainError, validationError, type CreatePlatformUser, type Decider, type PlatformConfigLists, type UserEvent } from '@portal/events';
import { asDomainError, phonePartsProblem } from '@portal/events/validation';

/** Creation carries what its rules check against: the platform configuration and whether the partner exists. */
export type UserCommand = { readonly type: 'CreatePlatformUser'; readonly data: CreatePlatformUser; readonly config: PlatformConfigLists; readonly partnerExists: boolean };

export type UserState = { readonly status: 'none' } | { readonly status: 'active'; readonly user: CreatePlatformUser };

// Field by field: the stored event's keys come back in the database's order.
const same = (a: CreatePlatformUser, b: CreatePlatformUser): boolean =>
  (Object.keys({ ...a, ...b }) as (keyof CreatePlatformUser)[]).every((key) => a[key] === b[key]);

/** A platform user: admins belong to no partner, a partner's users to an existing partner. */
function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'CreatePlatformUser': {
      const data = { ...command.data, mail: command.data.mail.trim() };
      if (state.status !== 'none') {
        // Creating the same user again (a seed on every start) changes nothing.
        if (same(state.user, data)) return [];
        throw validationError('data.userId', `user ${data.userId} exists already`);
      }
      if (data.role === 'admin' && data.salesPartnerId !== null) throw validationError('data.salesPartnerId', 'an admin belongs to no sales partner');
      if (data.role === 'salesPartner') {
        if (data.salesPartnerId === null) throw validationError('data.salesPartnerId', 'a sales partner user needs its sales partner');
        if (!command.partnerExists) throw new DomainError('ERR_BAD_REQUEST', 404, `no sales partner ${data.salesPartnerId}`, { field: 'data.salesPartnerId' });
      }
      const phone = phonePartsProblem(command.config, data.phoneprefix, data.phone, 'data.phone');
      if (phone) throw asDomainError(phone);
      return [{ type: 'PlatformUserCreated', data }];
    }
    default:
      return assertNever(command.type);
  }
}

function evolve(_state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'PlatformUserCreated':
      return { status: 'active', user: event.data };
    default:
      return assertNever(event.type);
  }
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = { initialState: () => ({ status: 'none' }), decide, evolve };
