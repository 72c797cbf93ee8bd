import { assertNever, DomainError, type Decider, type MembershipEvent, type MembershipScope } from '@portal/events';

type Member = { readonly scope: MembershipScope; readonly scopeId: string; readonly userId: string };

/** `max`: users the scope may hold at most (customers); absent for partners. */
export type MembershipCommand =
  | { readonly type: 'AddMember'; readonly data: Member; readonly max?: number }
  | { readonly type: 'SuspendMember'; readonly data: Member }
  | { readonly type: 'ResumeMember'; readonly data: Member };

/** Every member of one customer or sales partner, enabled (invited or active) or suspended (deactivated). */
export interface MembershipState {
  readonly members: ReadonlyMap<string, 'enabled' | 'suspended'>;
}

/**
 * The users of one customer or partner (stream `members-<scope>-<id>`), so two invitations cannot
 * both take the last place and two deactivations cannot both remove the last enabled user: each
 * is decided on this one stream and appended with its expected revision. Deactivated users still
 * count towards the maximum (they can be reactivated); invited ones count as enabled.
 */
function decide(command: MembershipCommand, state: MembershipState): MembershipEvent[] {
  const current = state.members.get(command.data.userId);
  switch (command.type) {
    case 'AddMember':
      if (current !== undefined) return [];
      if (command.max !== undefined && state.members.size >= command.max) {
        throw new DomainError('STATE_ERROR', 409, `maximum number of users reached (${command.max})`, { field: 'data.customerId', details: { max: command.max } });
      }
      return [{ type: 'MemberAdded', data: command.data }];
    case 'SuspendMember': {
      if (current === 'suspended') return [];
      const othersEnabled = [...state.members].filter(([userId, status]) => userId !== command.data.userId && status === 'enabled').length;
      if (othersEnabled === 0) throw new DomainError('AT_LEAST_ONE_USER', 409, `the ${command.data.scope} needs at least one active user`, { field: 'data.userId' });
      return [{ type: 'MemberSuspended', data: command.data }];
    }
    case 'ResumeMember':
      return current === 'suspended' ? [{ type: 'MemberResumed', data: command.data }] : [];
    default:
      return assertNever(command);
  }
}

function evolve(state: MembershipState, event: MembershipEvent): MembershipState {
  const members = new Map(state.members);
  switch (event.type) {
    case 'MemberAdded':
    case 'MemberResumed':
      members.set(event.data.userId, 'enabled');
      break;
    case 'MemberSuspended':
      members.set(event.data.userId, 'suspended');
      break;
    default:
      return assertNever(event);
  }
  return { members };
}

export const membershipDecider: Decider<MembershipCommand, MembershipState, MembershipEvent> = { initialState: () => ({ members: new Map() }), decide, evolve };
