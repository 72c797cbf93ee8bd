import { assertNever, validationError, type Decider, type UserMailEvent } from '@portal/events';

export type UserMailCommand = { readonly type: 'ReserveUserMail'; readonly data: { readonly mail: string; readonly userId: string } };
export type UserMailState = { readonly status: 'free' } | { readonly status: 'reserved'; readonly userId: string };

/**
 * One mail address (stream `userMail-<lower-case mail>`): free, or held by one user. Reserving
 * what the same user holds changes nothing, so a retried creation runs again safely.
 */
function decide(command: UserMailCommand, state: UserMailState): UserMailEvent[] {
  switch (command.type) {
    case 'ReserveUserMail':
      if (state.status === 'free') return [{ type: 'UserMailReserved', data: command.data }];
      if (state.userId === command.data.userId) return [];
      throw validationError('data.mail', `${command.data.mail} is already used by another user`);
    default:
      return assertNever(command.type);
  }
}

const evolve = (_state: UserMailState, event: UserMailEvent): UserMailState => ({ status: 'reserved', userId: event.data.userId });

export const userMailDecider: Decider<UserMailCommand, UserMailState, UserMailEvent> = { initialState: () => ({ status: 'free' }), decide, evolve };
