import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { customerProfileFields, DomainError, fold, salesPartnerStream, termsAcceptanceStream, type CreateCustomer, type CustomerProfile } from '@portal/events';
import { Captcha } from '@portal/events/validation';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { createCustomer } from '../customer/commands.ts';
import type { CommandContext, HandlerDeps } from '../handler/command-handler.ts';
import type { AttemptLimiter } from '../identity/credentials/attempt-limiter.ts';
import { salesPartnerDecider } from '../sales-partner/sales-partner.ts';
import type { LoginDirectory } from '../session/login-directory.ts';
import { termsAcceptanceDecider } from '../terms-acceptance/terms-acceptance.ts';
import { currentTermsOf } from '../terms-acceptance/terms-acceptance-routes.ts';
import type { CaptchaStore } from './captcha-store.ts';

const strict = { additionalProperties: false } as const;
const Uuid = Type.String({ format: 'uuid' });
const tags = ['registration'];

/** docs/identity-api.md `POST /api/registration/{type}`. */
export const RegistrationBody = Type.Object(
  {
    captchaId: Type.String({ minLength: 1, maxLength: 100 }),
    captcha: Captcha,
    userId: Uuid,
    ...customerProfileFields,
    acceptTerms: Type.Literal(true, { description: 'the portal terms were accepted' }),
  },
  strict,
);

export interface RegistrationDeps {
  readonly handlerDeps: HandlerDeps;
  readonly captchas: CaptchaStore;
  readonly limiter: AttemptLimiter;
  readonly directory: LoginDirectory;
  readonly clock: () => Date;
}

/** The partner serving the host, if it lets visitors register; otherwise 403 (docs/identity-api.md). */
async function registeringPartner(deps: RegistrationDeps, host: string | undefined): Promise<string> {
  const salesPartnerId = await deps.directory.partnerOfHost(host);
  if (salesPartnerId !== null) {
    const events = await deps.handlerDeps.eventStore.readStream(salesPartnerStream(salesPartnerId));
    const state = fold(salesPartnerDecider, events);
    if (state.status === 'created' && state.profile.active && state.profile.publicRegistration) return salesPartnerId;
  }
  throw new DomainError('ERR_BAD_REQUEST', 403, 'registration is not open on this portal');
}

// The body names its fields without the command's `data.` (as the schema errors of this route do).
function asBodyError(error: unknown): unknown {
  if (error instanceof DomainError && error.field?.startsWith('data.')) {
    return new DomainError(error.code, error.status, error.message, { field: error.field.slice('data.'.length), details: error.details });
  }
  return error;
}

/**
 * Public registration of a firm or a private customer on a partner's host: a captcha of 4
 * characters (10 minutes, single use), then the customer (registered: true) and its first user,
 * invited like any other (activation mail). Every request counts against the address and the
 * mail (kind `registration`), right or wrong.
 */
export function registrationRoutes(fastify: FastifyInstance, deps: RegistrationDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/registration/captcha',
    {
      schema: {
        summary: 'A captcha for the registration form (4 characters, valid 10 minutes, answerable once); TOO_MANY_REQUESTS after 30 per address in 15 minutes',
        tags,
        response: { 200: Type.Object({ data: Type.Object({ captchaId: Type.String(), svg: Type.String({ description: 'SVG image' }) }) }) },
      },
    },
    async (request) => {
      const now = deps.clock();
      // Counted before drawing: the image costs CPU and a row, so a refused request costs neither.
      await deps.limiter.countAddressRequest('captcha', request.ip, now);
      return { data: await deps.captchas.issue(now) };
    },
  );

  app.post(
    '/api/registration/:type',
    {
      schema: {
        summary: 'Registers a firm (FI) or private (PR) customer and invites its first user; REGISTRATION_SUCCESSFULL',
        tags,
        params: Type.Object({ type: Type.Union([Type.Literal('FI'), Type.Literal('PR')]) }, strict),
        body: RegistrationBody,
        response: { 200: Type.Object({ data: Type.Object({ code: Type.Literal('REGISTRATION_SUCCESSFULL') }) }) },
      },
    },
    async (request) => {
      const { type } = request.params;
      const { body } = request;
      const now = deps.clock();
      await deps.limiter.assertAttemptAllowed('registration', body.contact.mail, request.ip, now);
      await deps.limiter.recordFailure('registration', body.contact.mail, request.ip, now);
      const salesPartnerId = await registeringPartner(deps, request.headers.host);
      const outcome = await deps.captchas.answer(body.captchaId, body.captcha, now);
      if (outcome === 'expired') throw new DomainError('CAPTCHA_EXPIRED', 400, 'the captcha expired, take a new one', { field: 'captcha' });
      if (outcome === 'wrong') throw new DomainError('CAPTCHA_WRONG', 400, 'the captcha was not typed right', { field: 'captcha' });

      const profile: CustomerProfile = { firmname: body.firmname, contact: body.contact, billingAddress: body.billingAddress, currencies: body.currencies };
      const data: CreateCustomer = { customerType: type, ...profile, user: { userId: body.userId } };
      const commandId = randomUUID();
      const context: CommandContext = {
        commandId, correlationId: commandId, causationId: commandId, actor: { userId: body.userId, role: 'default' }, tenant: salesPartnerId, now,
        origin: `${request.protocol}://${request.headers.host ?? 'localhost'}`, clientAddress: request.ip,
      };
      try {
        // The last step showed the partner's portal terms and the visitor accepted them: the new
        // user's first login does not ask again (the terms of the contact's language, else German).
        // Accepted in the same unit as the customer: a registration lands whole.
        const current = await currentTermsOf(deps.handlerDeps, { salesPartnerId, language: body.contact.language });
        await createCustomer(deps.handlerDeps, data, salesPartnerId, true, context, async (unit) => {
          if (current) await unit.decide(termsAcceptanceDecider, termsAcceptanceStream(body.userId), { type: 'AcceptPortalTerms', data: { userId: body.userId, submitted: current.documents }, current });
        });
      } catch (error) {
        throw asBodyError(error);
      }
      return { data: { code: 'REGISTRATION_SUCCESSFULL' as const } };
    },
  );
}
