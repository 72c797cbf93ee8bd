import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { validationError } from '@portal/events';
import { asDomainError, AuthenticatorCode, passwordRepeatProblem, Password } from '@portal/events/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { actAsUser, assertLoggedOut, confirmAuthenticator, enrollAuthenticator, linkExpired, type UserRouteDeps } from './user-routes-deps.ts';

const strict = { additionalProperties: false } as const;
const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }, strict);
const ActivationCode = Type.String({ minLength: 1, maxLength: 255, description: 'the code of the activation mail' });
const tags = ['activation'];

/**
 * The activation pages of an invited user (`/activate-user/{id}` in the UI): check the link, set
 * the password with the mailed code, set up the authenticator, confirm it with a first code.
 * Every step repeats the activation code, so the link alone (a forwarded mail) opens nothing.
 */
export function activationRoutes(fastify: FastifyInstance, deps: UserRouteDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  /** The pending activation behind the link and its invited user, after the activation code when given. */
  async function pending(request: FastifyRequest, id: string, activationCode?: string) {
    await assertLoggedOut(request, deps);
    const now = deps.clock();
    const token = activationCode === undefined ? await deps.secrets.openToken('activation', id, now) : await deps.secrets.assertActivationCode(id, activationCode, request.ip, now);
    const user = await deps.directory.userById(token.userId);
    if (user?.status !== 'invited') throw linkExpired();
    return { id, user, now };
  }

  app.get('/api/activation/:id', { schema: { summary: 'The invited user behind an activation link', tags, params: Params } }, async (request) => {
    const { user } = await pending(request, request.params.id);
    return { data: { mail: user.mail, name: user.name, prename: user.prename } };
  });

  app.post(
    '/api/activation/:id',
    { schema: { summary: 'Activation step 1: the code of the mail and the new password; answers the authenticator setup', tags, params: Params, body: Type.Object({ activationCode: ActivationCode, password: Password, passwordRepeat: Type.String({ maxLength: 255 }) }, strict) } },
    async (request) => {
      const { body } = request;
      const { user, now } = await pending(request, request.params.id, body.activationCode);
      const repeat = passwordRepeatProblem(body.password, body.passwordRepeat, 'passwordRepeat');
      if (repeat) throw asDomainError(repeat);
      await deps.secrets.credentials.setPassword(user.userId, body.password, now, 'password');
      return { data: await enrollAuthenticator(deps, user, now) };
    },
  );

  app.post(
    '/api/activation/:id/qrcode',
    { schema: { summary: 'A new authenticator QR code (the previous one expired)', tags, params: Params, body: Type.Object({ activationCode: ActivationCode }, strict) } },
    async (request) => {
      const { user, now } = await pending(request, request.params.id, request.body.activationCode);
      if (!(await deps.secrets.credentials.hasPassword(user.userId))) throw validationError('password', 'set the password first');
      return { data: await enrollAuthenticator(deps, user, now) };
    },
  );

  app.post(
    '/api/activation/:id/totp',
    { schema: { summary: 'Activation step 2: the first authenticator code; answers the recovery code, shown once', tags, params: Params, body: Type.Object({ activationCode: ActivationCode, code: AuthenticatorCode }, strict) } },
    async (request) => {
      const { body } = request;
      const { id, user, now } = await pending(request, request.params.id, body.activationCode);
      if (!(await deps.secrets.credentials.hasPassword(user.userId))) throw validationError('password', 'set the password first');
      await confirmAuthenticator(deps, user.userId, body.code, request.ip, now);
      // Once: of two requests with the same code only one gets here, and the link is used up.
      if (!(await deps.secrets.tokens.use('activation', id, now))) throw linkExpired();
      const recoveryCode = await deps.secrets.credentials.issueRecoveryCode(user.userId, now);
      await actAsUser(deps, user, { type: 'ActivateUser' }, request);
      return { data: { recoveryCode, code: 'ACTIVATION_SUCCESSFULL' } };
    },
  );
}
