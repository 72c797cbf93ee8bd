import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError } from '@portal/events';
import { asDomainError, Mail, Password, passwordRepeatProblem } from '@portal/events/validation';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { mailIdFor, queueMailWithin } from '../mail/queue-mail.ts';
import { actAsUser, linkExpired, originOf, type UserRouteDeps } from './user-routes-deps.ts';

const strict = { additionalProperties: false } as const;
const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }, strict);
const tags = ['password reset'];
const success = { data: { code: 'SUCCESS_GENERAL' } };

/**
 * "Forgot password": a mail with a 1-hour link `/set-new-password/{id}`, and the page behind it.
 * The request answers the same for known and unknown addresses; requests are counted per mail
 * and per address (kind `resetRequest`), so nobody floods a mailbox through the portal.
 */
export function passwordResetRoutes(fastify: FastifyInstance, deps: UserRouteDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  async function openReset(id: string) {
    const now = deps.clock();
    const token = await deps.secrets.openToken('passwordReset', id, now);
    const user = await deps.directory.userById(token.userId);
    if (user?.status !== 'active') throw linkExpired();
    return { id, user, now };
  }

  app.post(
    '/api/resetPassword',
    { schema: { summary: 'Mails a password reset link when an active user has this address; always SUCCESS_GENERAL', tags, body: Type.Object({ mail: Mail }, strict) } },
    async (request) => {
      const { mail } = request.body;
      const now = deps.clock();
      const { limiter } = deps.secrets;
      await limiter.assertAttemptAllowed('resetRequest', mail, request.ip, now);
      await limiter.recordFailure('resetRequest', mail, request.ip, now);
      const user = await deps.directory.userByMail(mail);
      if (user?.status !== 'active') return success;
      const { id } = await deps.secrets.issuePasswordReset(user.userId, now);
      const commandId = mailIdFor(id, 'passwordReset');
      const context = { commandId, correlationId: commandId, causationId: commandId, actor: { userId: user.userId, role: 'default' as const }, tenant: user.salesPartnerId ?? 'platform', now };
      try {
        await queueMailWithin(
          deps.handlerDeps,
          { mailId: mailIdFor(commandId, 'passwordReset'), userId: user.userId, to: user.mail, language: user.language, template: 'passwordReset', params: { name: `${user.prename} ${user.name}`, link: `${originOf(request)}/set-new-password/${id}` } },
          context,
        );
      } catch (error) {
        // Over the daily mail limit: the answer must not differ from an unknown address.
        if (!(error instanceof DomainError)) throw error;
      }
      return success;
    },
  );

  app.get('/api/setNewPassword/:id', { schema: { summary: 'Whether a password reset link is still valid', tags, params: Params } }, async (request) => {
    await openReset(request.params.id);
    return { data: { valid: true } };
  });

  app.post(
    '/api/setNewPassword/:id',
    { schema: { summary: 'Sets the new password with a reset link; ends the user’s sessions', tags, params: Params, body: Type.Object({ password: Password, passwordRepeat: Type.String({ maxLength: 255 }) }, strict) } },
    async (request) => {
      const { body } = request;
      const { id, user, now } = await openReset(request.params.id);
      const repeat = passwordRepeatProblem(body.password, body.passwordRepeat, 'passwordRepeat');
      if (repeat) throw asDomainError(repeat);
      if (!(await deps.secrets.tokens.use('passwordReset', id, now))) throw linkExpired();
      await deps.secrets.credentials.setPassword(user.userId, body.password, now, 'password');
      await actAsUser(deps, user, { type: 'ChangeUserPassword', reason: 'reset' }, request);
      await deps.handlerDeps.identity?.endSessionsOf([user.userId], now);
      return success;
    },
  );
}
