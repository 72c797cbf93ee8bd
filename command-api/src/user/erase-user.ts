import { userDataSubject, userMailStream, userStream } from '@portal/events';
import { causedBy, handleCommand, type CommandContext, type HandlerDeps } from '../handler/command-handler.ts';
import { userStateOf } from './user-access.ts';
import { userMailDecider } from './user-mail.ts';
import { userDecider } from './user.ts';

/**
 * Erases one user's person (their private customer was erased): frees the mail address, marks
 * the user erased (inactive for good), deletes their credentials and open links, ends their
 * sessions, and deletes their key last, so every event of theirs reads as erased from then on
 * (ADR 9). Runs again safely: once erased, each step finds nothing left to do. Answers the
 * position of its last write (0 when it wrote nothing), for read-your-writes.
 */
export async function eraseUser(deps: HandlerDeps, userId: string, context: CommandContext): Promise<bigint> {
  const state = await userStateOf(deps.eventStore, userId);
  if (state.status === 'none') return 0n;
  let position = 0n;
  if (!state.erased) {
    const mail = state.user.mail.toLowerCase();
    await handleCommand(deps, userMailDecider, userMailStream(mail), { type: 'ReleaseUserMail', data: { mail, userId } }, causedBy(context));
    position = (await handleCommand(deps, userDecider, userStream(userId), { type: 'EraseUser' }, causedBy(context))).position;
  }
  await deps.identity?.forgetUsers([userId], context.now);
  await deps.identity?.endSessionsOf([userId], context.now);
  if (!deps.personalData) throw new Error('erasing a user needs the personal data keys (HandlerDeps.personalData)');
  await deps.personalData.erase(userDataSubject(userId));
  return position;
}
