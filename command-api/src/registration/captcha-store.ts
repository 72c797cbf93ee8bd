import { createHash, randomBytes } from 'node:crypto';
import { migrate, type SchemaStep, type SqlDriver } from '@portal/platform';
import svgCaptcha from 'svg-captcha';

/** How long a captcha can be answered (docs/identity-api.md: 10 minutes). */
export const captchaLifetimeMs = 10 * 60 * 1000;

/**
 * Most captchas open at once. Each address may draw 30 in 15 minutes; past this bound (a flood
 * from many addresses) the oldest open captchas give way, so the table stays small and the
 * newest visitors can still register.
 */
export const defaultMaxOpenCaptchas = 10_000;

const schemaSql = `
CREATE TABLE IF NOT EXISTS registration_captchas (
  captcha_id text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS registration_captchas_expiry ON registration_captchas (expires_at);
`;

export const captchasStep: SchemaStep = { name: 'registration-captchas', sql: schemaSql };

// Case and look-alikes do not count: people type what they read.
const normalise = (answer: string): string => answer.trim().toLowerCase();
const digestOf = (captchaId: string, answer: string): string => createHash('sha256').update(`${captchaId}\u0000${normalise(answer)}`).digest('hex');

/** Makes a captcha: its text and the SVG that shows it (tests pass one whose text they know). */
export type CaptchaGenerator = () => { readonly text: string; readonly data: string };
const svgCaptchaOf4: CaptchaGenerator = () => svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL' });

export type CaptchaOutcome = 'right' | 'wrong' | 'expired';

/**
 * Captchas of the public registration in the table `registration_captchas`, beside the
 * credentials: only a salted hash of the answer is kept, for 10 minutes, and each captcha can be
 * answered once (right or wrong), so it cannot be guessed at repeatedly.
 *
 * @example
 * const { captchaId, svg } = await captchas.issue(now);
 * const outcome = await captchas.answer(captchaId, 'x7Kp', now); // 'right' once, then 'expired'
 */
export class CaptchaStore {
  private readonly driver: SqlDriver;
  private readonly generate: CaptchaGenerator;
  private readonly testAnswer: string | undefined;
  private readonly maxOpen: number;

  /** `testAnswer` is also right for every captcha: browser tests cannot read the image. */
  constructor(driver: SqlDriver, generate: CaptchaGenerator = svgCaptchaOf4, testAnswer?: string, maxOpen = defaultMaxOpenCaptchas) {
    this.driver = driver;
    this.generate = generate;
    this.testAnswer = testAnswer;
    this.maxOpen = maxOpen;
  }

  async init(): Promise<this> {
    await migrate(this.driver, [captchasStep]);
    return this;
  }

  /** A new captcha of 4 characters; the answer leaves this process only as a hash. At most `maxOpen` stay open. */
  async issue(now: Date): Promise<{ captchaId: string; svg: string }> {
    const captcha = this.generate();
    const captchaId = randomBytes(18).toString('base64url');
    const expiresAt = new Date(now.getTime() + captchaLifetimeMs);
    await this.driver.query('DELETE FROM registration_captchas WHERE expires_at < $1', [now.toISOString()]);
    await this.driver.query('INSERT INTO registration_captchas (captcha_id, answer_hash, expires_at) VALUES ($1, $2, $3)', [captchaId, digestOf(captchaId, captcha.text), expiresAt.toISOString()]);
    // Newest first along the expiry index; whatever lies past the bound is the oldest.
    await this.driver.query(
      'DELETE FROM registration_captchas WHERE captcha_id IN (SELECT captcha_id FROM registration_captchas ORDER BY expires_at DESC, captcha_id OFFSET $1)',
      [this.maxOpen],
    );
    return { captchaId, svg: captcha.data };
  }

  /** Uses the captcha up: 'right' or 'wrong' for exactly one caller, 'expired' when unknown, used or too old. */
  async answer(captchaId: string, answer: string, now: Date): Promise<CaptchaOutcome> {
    const { rows } = await this.driver.query<{ answer_hash: string; expires_at: Date | string }>(
      'DELETE FROM registration_captchas WHERE captcha_id = $1 RETURNING answer_hash, expires_at',
      [captchaId],
    );
    const row = rows[0];
    if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
    if (this.testAnswer !== undefined && normalise(answer) === normalise(this.testAnswer)) return 'right';
    return row.answer_hash === digestOf(captchaId, answer) ? 'right' : 'wrong';
  }
}

/** PORTAL_TEST_CAPTCHA: an answer every captcha also takes, set by the browser tests only (tests/e2e/portal-server.ts). */
const testAnswerOfEnv = (): string | undefined => process.env.PORTAL_TEST_CAPTCHA?.trim() || undefined;

export function createCaptchaStore(driver: SqlDriver, generate?: CaptchaGenerator, testAnswer: string | undefined = testAnswerOfEnv(), maxOpen?: number): Promise<CaptchaStore> {
  return new CaptchaStore(driver, generate, testAnswer, maxOpen).init();
}
