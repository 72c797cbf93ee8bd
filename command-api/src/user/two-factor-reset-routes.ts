import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError } from '@portal/events';
import { AuthenticatorCode, Mail, RecoveryCode } from '@portal/events/validation';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { actAsUser, confirmAuthenticator, enrollAuthenticator, type UserRouteDeps } from './user-routes-deps.ts';

const strict = { additionalProperties: false } as const;
const tags = ['two-factor reset'];
// No user has this id: an unknown mail costs the same argon2 work as a known one.
const nobody = '00000000-0000-4000-8000-000000000000';

/**
 * A lost authenticator: mail, password and recovery code start a new setup (10 minutes); its
 * first code replaces the recovery code by a new one. The recovery code is only checked in the
 * first step, so an abandoned setup does not cost the user their way back.
 */
export function twoFactorResetRoutes(fastify: FastifyInstance, deps: UserRouteDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/reset2fa',
    { schema: { summary: 'Two-factor reset step 1: mail, password and recovery code; answers a new authenticator setup', tags, body: Type.Object({ mail: Mail, password: Type.String({ minLength: 1, maxLength: 255 }), recoveryCode: RecoveryCode }, strict) } },
    async (request) => {
      const { mail, password, recoveryCode } = request.body;
      const now = deps.clock();
      const { credentials, limiter } = deps.secrets;
      await limiter.assertAttemptAllowed('recovery', mail, request.ip, now);
      const user = await deps.directory.userByMail(mail);
      const passwordOk = await credentials.checkPassword(user?.userId ?? nobody, password, now);
      if (!user || !passwordOk || user.status !== 'active') {
        await limiter.recordFailure('recovery', mail, request.ip, now);
        throw new DomainError('LOGIN_ERROR', 401, 'mail or password wrong');
      }
      if (!(await credentials.recoveryCodeIsValid(user.userId, recoveryCode))) {
        await limiter.recordFailure('recovery', mail, request.ip, now);
        throw new DomainError('WRONG_RECOVERY_KEY', 400, 'the recovery code is wrong', { field: 'recoveryCode' });
      }
      await limiter.recordSuccess('recovery', mail, request.ip, now);
      const { id } = await deps.secrets.issueTwoFactorReset(user.userId, now);
      return { data: { resetId: id, ...(await enrollAuthenticator(deps, user, now)) } };
    },
  );

  app.post(
    '/api/reset2fa/:resetId/totp',
    {
      schema: {
        summary: 'Two-factor reset step 2: the first code of the new authenticator; answers a new recovery code, shown once',
        tags,
        params: Type.Object({ resetId: Type.String({ minLength: 1, maxLength: 100 }) }, strict),
        body: Type.Object({ code: AuthenticatorCode }, strict),
      },
    },
    async (request) => {
      const { resetId } = request.params;
      const { code } = request.body;
      const now = deps.clock();
      const token = await deps.secrets.tokens.find('twoFactorReset', resetId);
      if (!token || token.usedAt !== null || token.expiresAt <= now) throw new DomainError('QRCODE_EXPIRED', 410, 'the QR code has expired, start again');
      const user = await deps.directory.userById(token.userId);
      if (user?.status !== 'active') throw new DomainError('QRCODE_EXPIRED', 410, 'the QR code has expired, start again');
      await confirmAuthenticator(deps, user.userId, code, request.ip, now);
      if (!(await deps.secrets.tokens.use('twoFactorReset', resetId, now))) throw new DomainError('QRCODE_EXPIRED', 410, 'the QR code was used already');
      const recoveryCode = await deps.secrets.credentials.issueRecoveryCode(user.userId, now);
      await actAsUser(deps, user, { type: 'ResetTwoFactor' }, request);
      return { data: { recoveryCode, code: 'TWO_FACTOR_RECOVERY_SUCCESS' } };
    },
  );
}
