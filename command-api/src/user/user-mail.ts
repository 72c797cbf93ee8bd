import { assertNever, DomainError, type Decider, type UserMailEvent } from '@portal/events';

type Reservation = { readonly mail: string; readonly userId: string };
/** `field`: where the refusal points in the form that asked (the invitation's mail, a new customer's contact). */
export type UserMailCommand = { readonly type: 'ReserveUserMail'; readonly data: Reservation; readonly field?: string } | { readonly type: 'ReleaseUserMail'; readonly data: Reservation };
export type UserMailState = { readonly status: 'free' } | { readonly status: 'reserved'; readonly userId: string };

/** The mail is another user's: the same answer for invitations, registrations and mail changes. */
export const alreadyRegistered = (mail: string, field = 'data.mail'): DomainError =>
  new DomainError('ALREADY_REGISTERED', 409, `${mail} is already used by another user`, { field });

/**
 * One mail address (stream `userMail-<hash of the mail>`): free, or held by one user. Reserving
 * what the same user holds changes nothing, so a retried creation runs again safely; only the
 * holder releases it (after changing to another address).
 */
function decide(command: UserMailCommand, state: UserMailState): UserMailEvent[] {
  switch (command.type) {
    case 'ReserveUserMail':
      if (state.status === 'free') return [{ type: 'UserMailReserved', data: command.data }];
      if (state.userId === command.data.userId) return [];
      throw alreadyRegistered(command.data.mail, command.field);
    case 'ReleaseUserMail':
      if (state.status === 'reserved' && state.userId === command.data.userId) return [{ type: 'UserMailReleased', data: command.data }];
      return [];
    default:
      return assertNever(command);
  }
}

function evolve(_state: UserMailState, event: UserMailEvent): UserMailState {
  switch (event.type) {
    case 'UserMailReserved':
      return { status: 'reserved', userId: event.data.userId };
    case 'UserMailReleased':
      return { status: 'free' };
    default:
      return assertNever(event);
  }
}

export const userMailDecider: Decider<UserMailCommand, UserMailState, UserMailEvent> = { initialState: () => ({ status: 'free' }), decide, evolve };
