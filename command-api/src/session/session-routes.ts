import { randomBytes, randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError, logoutTopic, sessionKeyOf, type Principal } from '@portal/events';
import { cookieNames, sessionOf } from '@portal/platform';
import { Answer, UserInfoAnswer, type SignedInUser, type SignedOut } from '@portal/events/read-contracts';
import { AuthenticatorCode, Mail } from '@portal/events/validation';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { LoginUser } from './login-directory.ts';
import { assertCsrf, loginStepSeconds, sessionSeconds, type SessionDeps } from './session.ts';

// No user has this id: an unknown mail costs the same argon2 work as a known one.
const nobody = '00000000-0000-4000-8000-000000000000';

const loginError = () => new DomainError('LOGIN_ERROR', 401, 'mail or password wrong');
const notAuthorized = () => new DomainError('NOT_AUTHORIZED', 401, 'log in with mail and password first');

export const userInfoOf = (user: LoginUser, principal: Principal): SignedInUser => ({
  loggedIn: true,
  id: user.userId,
  email: user.mail,
  name: user.name,
  prename: user.prename,
  phoneprefix: user.phoneprefix,
  phone: user.phone,
  sexid: user.sex,
  language: user.language,
  // The user's role in the log, which login signed into the principal too: SignedInUser has no
  // 'auditor' yet (the auditor role's own change, issue 14, brings its user info).
  role: user.role,
  salesPartnerId: principal.salesPartnerId,
  customerId: principal.customerId,
  customerType: principal.customerType,
  isCustomerAdmin: principal.isCustomerAdmin,
});

const loggedOut: SignedOut = { loggedIn: false, role: 'default' };

/**
 * Login in two steps (password, then authenticator code), the session's user info and logout
 * (issue 4 points 5 and 6). The first step leaves a signed 5-minute `portal_login` cookie; the
 * second a signed 8-hour `portal_session` and a readable `portal_csrf`. Every cookie is `Secure`
 * when the browser came over https (directly, or through a trusted proxy's X-Forwarded-Proto:
 * PORTAL_TRUST_PROXY), so it never travels over plain http; local http://alpha.localhost still works.
 */
export function sessionRoutes(fastify: FastifyInstance, deps: SessionDeps): void {
  passwordStepRoute(fastify, deps);
  totpStepRoute(fastify, deps);
  userInfoRoute(fastify, deps);
  logoutRoute(fastify, deps);
}

// Max-Age 0 deletes a cookie; the path must be the one it was set with.
const cookie = (request: FastifyRequest, path: string, maxAge: number, httpOnly = true, sameSite: 'strict' | 'lax' = 'lax'): CookieSerializeOptions => ({
  httpOnly, sameSite, path, maxAge, secure: request.protocol === 'https',
});
const endLoginStep = (request: FastifyRequest, reply: FastifyReply) => reply.setCookie(cookieNames.login, '', cookie(request, '/api/login', 0, true, 'strict'));

/** A partner's user logs in on the partner's hosts only; the admin anywhere. Refusals after the password. */
async function assertMayLogIn(deps: SessionDeps, user: LoginUser, host: string | undefined): Promise<void> {
  if (user.salesPartnerId === null) return;
  if ((await deps.directory.partnerOfHost(host)) !== user.salesPartnerId) throw loginError();
  if (!(await deps.directory.partnerActive(user.salesPartnerId))) throw new DomainError('SALESPARTNER_INACTIVE', 403, 'the sales partner is inactive');
}

function passwordStepRoute(fastify: FastifyInstance, deps: SessionDeps): void {
  fastify.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/login',
    { schema: { summary: 'Login step 1: mail and password', tags: ['session'], body: Type.Object({ mail: Mail, password: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false }) } },
    async (request, reply) => {
      const { mail, password } = request.body;
      const now = deps.clock();
      await deps.limiter.assertAttemptAllowed('password', mail, request.ip, now);
      const user = await deps.directory.userByMail(mail);
      const ok = await deps.credentials.checkPassword(user?.userId ?? nobody, password, now);
      if (!ok || !user) {
        await deps.limiter.recordFailure('password', mail, request.ip, now);
        throw loginError();
      }
      await deps.limiter.recordSuccess('password', mail, request.ip, now);
      // Only after the right password: a deactivated account is no secret to its owner.
      if (user.status === 'inactive') throw new DomainError('USER_INACTIVE', 403, 'the user is deactivated');
      if (user.status === 'invited') throw loginError();
      await assertMayLogIn(deps, user, request.headers.host);
      const token = await deps.tokens.sign({ purpose: 'login', userId: user.userId, exp: now.getTime() + loginStepSeconds * 1000 });
      reply.setCookie(cookieNames.login, token, cookie(request, '/api/login', loginStepSeconds, true, 'strict'));
      return { data: { step: 'totp' } };
    },
  );
}

function totpStepRoute(fastify: FastifyInstance, deps: SessionDeps): void {
  fastify.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/login/totp',
    { schema: { summary: 'Login step 2: the authenticator code', tags: ['session'], body: Type.Object({ code: AuthenticatorCode }, { additionalProperties: false }) } },
    async (request, reply) => {
      const { code } = request.body;
      const now = deps.clock();
      const step = await deps.tokens.verify(request.cookies[cookieNames.login], 'login', now.getTime());
      const user = step && (await deps.directory.userById(step.userId));
      if (!user || (user.status !== undefined && user.status !== 'active')) throw notAuthorized();
      await deps.limiter.assertAttemptAllowed('totp', user.userId, request.ip, now);
      if (!(await deps.credentials.checkTotp(user.userId, code, now))) {
        await deps.limiter.recordFailure('totp', user.userId, request.ip, now);
        throw new DomainError('AUTHANTICATOR_CODE_WRONG', 401, 'the authenticator code is wrong');
      }
      await deps.limiter.recordSuccess('totp', user.userId, request.ip, now);
      // The partner may have been deactivated between the two steps.
      await assertMayLogIn(deps, user, request.headers.host);
      const csrf = randomBytes(24).toString('base64url');
      const sid = randomUUID();
      const expires = now.getTime() + sessionSeconds * 1000;
      const principal = await deps.directory.principalOf(user);
      await deps.sessions.open(sid, user.userId, new Date(expires));
      const token = await deps.tokens.sign({ purpose: 'session', userId: user.userId, sid, csrf, exp: expires, principal });
      endLoginStep(request, reply);
      reply.setCookie(cookieNames.session, token, cookie(request, '/', sessionSeconds));
      reply.setCookie(cookieNames.csrf, csrf, cookie(request, '/', sessionSeconds, false));
      return { data: userInfoOf(user, principal) };
    },
  );
}

function userInfoRoute(fastify: FastifyInstance, deps: SessionDeps): void {
  const schema = { summary: 'The logged-in user, or role default', tags: ['session'], response: { 200: Answer(UserInfoAnswer) } };
  fastify.withTypeProvider<TypeBoxTypeProvider>().get('/api/getUserInfo', { schema }, async (request) => {
    const session = await sessionOf(request, deps, deps.clock());
    const user = session && (await deps.directory.userById(session.userId));
    // A deactivated user's or partner's sessions end: their pages see the logged-out state.
    if (!user || !(await deps.directory.mayHaveSession(user))) return { data: loggedOut };
    return { data: userInfoOf(user, await deps.directory.principalOf(user)) };
  });
}

function logoutRoute(fastify: FastifyInstance, deps: SessionDeps): void {
  fastify.withTypeProvider<TypeBoxTypeProvider>().post('/api/logout', { schema: { summary: 'Ends the session of this browser', tags: ['session'] } }, async (request, reply) => {
    const session = await sessionOf(request, deps, deps.clock());
    if (session) assertCsrf(request, session);
    // Ended on the server: a copy of this cookie made before now opens nothing any more.
    if (session?.sid) await deps.sessions.end(session.sid, deps.clock());
    const token = request.cookies[cookieNames.session];
    if (session && token && deps.bus) {
      // Other tabs of this browser: their sockets were opened with the same cookie.
      await deps.bus.publish({ topic: logoutTopic, messageId: randomUUID(), dbId: sessionKeyOf(token), tenant: 'platform' });
    }
    endLoginStep(request, reply);
    reply.setCookie(cookieNames.session, '', cookie(request, '/', 0));
    reply.setCookie(cookieNames.csrf, '', cookie(request, '/', 0, false));
    return { data: { loggedIn: false } };
  });
}
