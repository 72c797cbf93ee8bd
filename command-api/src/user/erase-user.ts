import { userMailStream, userStream } from '@portal/events';
import type { CommandUnit } from '../handler/unit.ts';
import { userMailDecider } from './user-mail.ts';
import { userDecider } from './user.ts';

/**
 * Erases one user's person in the unit of the command that erases their private customer:
 * frees the mail address and marks the user erased (inactive for good). Once appended, the
 * command's effects forget their credentials and open links, end their sessions and delete their
 * key, so every event of theirs reads as erased from then on (ADR 9, effects.ts). An erased or
 * unknown user needs nothing.
 */
export async function eraseUser(unit: CommandUnit, userId: string): Promise<void> {
  const state = await unit.state(userDecider, userStream(userId));
  if (state.status === 'none' || state.erased) return;
  const tenant = state.user.salesPartnerId ?? 'platform';
  const mail = state.user.mail.toLowerCase();
  await unit.decide(userMailDecider, userMailStream(mail), { type: 'ReleaseUserMail', data: { mail, userId } }, { tenant });
  await unit.decide(userDecider, userStream(userId), { type: 'EraseUser' }, { tenant });
}
