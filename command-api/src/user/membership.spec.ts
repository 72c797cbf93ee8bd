import type { MembershipEvent } from '@portal/events';
import { given } from '@portal/events/testing';
import { membershipDecider as decider } from './membership.ts';

const member = (userId: string) => ({ scope: 'customer' as const, scopeId: 'c1', userId });
const added = (userId: string): MembershipEvent => ({ type: 'MemberAdded', data: member(userId) });
const suspended = (userId: string): MembershipEvent => ({ type: 'MemberSuspended', data: member(userId) });

describe('membership decider', () => {
  it('adds a member below the maximum, and the same member again changes nothing', () => {
    given(decider, [added('u1')]).when({ type: 'AddMember', data: member('u2'), max: 2 }).then([added('u2')]);
    given(decider, [added('u1')]).when({ type: 'AddMember', data: member('u1'), max: 1 }).then([]);
  });

  it('refuses a member over the maximum, counting deactivated members too', () => {
    given(decider, [added('u1'), added('u2'), suspended('u2')]).when({ type: 'AddMember', data: member('u3'), max: 2 }).thenThrows('STATE_ERROR', 'data.customerId');
  });

  it('suspends a member while another stays enabled, and refuses the last one with AT_LEAST_ONE_USER', () => {
    given(decider, [added('u1'), added('u2')]).when({ type: 'SuspendMember', data: member('u1') }).then([suspended('u1')]);
    given(decider, [added('u1'), added('u2'), suspended('u2')]).when({ type: 'SuspendMember', data: member('u1') }).thenThrows('AT_LEAST_ONE_USER');
  });

  it('suspends and resumes idempotently', () => {
    given(decider, [added('u1'), suspended('u1')]).when({ type: 'SuspendMember', data: member('u1') }).then([]);
    given(decider, [added('u1'), suspended('u1')]).when({ type: 'ResumeMember', data: member('u1') }).then([{ type: 'MemberResumed', data: member('u1') }]);
    given(decider, [added('u1')]).when({ type: 'ResumeMember', data: member('u1') }).then([]);
  });
});
