import { randomUUID } from 'node:crypto';
import { DomainError, fold, salesPartnerStream, userStream } from '@portal/events';
import { sessionOf } from '@portal/platform';
import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { handleCommand, type CommandContext, type CommandResult, type HandlerDeps } from '../handler/command-handler.ts';
import type { UserSecrets } from '../identity/user-secrets.ts';
import { userSecretLifetimes } from '../identity/user-secrets.ts';
import { salesPartnerDecider } from '../sales-partner/sales-partner.ts';
import type { LoginDirectory, LoginUser } from '../session/login-directory.ts';
import type { SessionOptions } from '../session/session.ts';
import { userDecider, type UserCommand } from './user.ts';

/** What the public user pages (activation, password reset, two-factor reset) run on. */
export interface UserRouteDeps {
  readonly handlerDeps: HandlerDeps;
  readonly secrets: UserSecrets;
  readonly session: SessionOptions;
  readonly directory: LoginDirectory;
  readonly clock: () => Date;
}

/** `http://alpha.localhost:8080`: links in mails lead back to the host the user came from. */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.headers.host ?? 'localhost'}`;

/** Activating an account while logged in would mix two users in one browser (AUTO_LOGOUT). */
export async function assertLoggedOut(request: FastifyRequest, deps: UserRouteDeps): Promise<void> {
  if (await sessionOf(request, deps.session, deps.clock())) throw new DomainError('AUTO_LOGOUT', 409, 'log out before activating a user');
}

/** Appends to a user's stream on behalf of the user themself (public pages have no session). */
export function actAsUser(deps: UserRouteDeps, user: LoginUser, command: UserCommand, request: FastifyRequest): Promise<CommandResult> {
  const commandId = randomUUID();
  const context: CommandContext = {
    commandId,
    correlationId: commandId,
    causationId: commandId,
    actor: { userId: user.userId, role: 'default' },
    tenant: user.salesPartnerId ?? 'platform',
    now: deps.clock(),
    origin: originOf(request),
    clientAddress: request.ip,
  };
  return handleCommand(deps.handlerDeps, userDecider, userStream(user.userId), command, context);
}

/** The issuer an authenticator app shows: the user's sales partner, or the platform. */
async function issuerOf(deps: UserRouteDeps, user: LoginUser): Promise<string> {
  if (user.salesPartnerId === null) return 'Portal';
  const state = fold(salesPartnerDecider, await deps.handlerDeps.eventStore.readStream(salesPartnerStream(user.salesPartnerId)));
  return state.status === 'created' ? state.profile.name : 'Portal';
}

export interface TotpSetup {
  readonly otpauthUrl: string;
  readonly secret: string;
  /** The otpauth URI as an SVG QR code, valid until `expiresAt` (10 minutes, QRCODE_EXPIRED after). */
  readonly qrSvg: string;
  readonly expiresAt: string;
}

/** A new authenticator secret for the user (unconfirmed until its first code) with its QR code. */
export async function enrollAuthenticator(deps: UserRouteDeps, user: LoginUser, now: Date): Promise<TotpSetup> {
  const enrollment = await deps.secrets.credentials.enrollTotp(user.userId, { issuer: await issuerOf(deps, user), account: user.mail }, now);
  const qrSvg = await QRCode.toString(enrollment.uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl: enrollment.uri, secret: enrollment.secret, qrSvg, expiresAt: new Date(now.getTime() + userSecretLifetimes.qrCode).toISOString() };
}

/** Confirms the pending authenticator with its first code: QRCODE_EXPIRED after 10 minutes, AUTHANTICATOR_CODE_WRONG (counted). */
export async function confirmAuthenticator(deps: UserRouteDeps, userId: string, code: string, address: string, now: Date): Promise<void> {
  const { credentials, limiter } = deps.secrets;
  const enrolledAt = await credentials.totpEnrolledAt(userId);
  if (enrolledAt === null || enrolledAt.getTime() + userSecretLifetimes.qrCode <= now.getTime()) {
    throw new DomainError('QRCODE_EXPIRED', 410, 'the QR code has expired, ask for a new one');
  }
  await limiter.assertAttemptAllowed('totp', userId, address, now);
  if (!(await credentials.confirmTotp(userId, code, now))) {
    await limiter.recordFailure('totp', userId, address, now);
    throw new DomainError('AUTHANTICATOR_CODE_WRONG', 400, 'the authenticator code is wrong', { field: 'code' });
  }
  await limiter.recordSuccess('totp', userId, address, now);
}

export const linkExpired = (): DomainError => new DomainError('LINK_EXPIRED', 410, 'the link has expired or was used');
