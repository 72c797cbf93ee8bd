import type { SchemaStep } from '@portal/platform';
import { attemptsStep } from './identity/credentials/sql-attempt-store.ts';
import { credentialsStep } from './identity/credentials/sql-credentials-store.ts';
import { userTokensStep } from './identity/credentials/user-tokens.ts';
import { captchasStep } from './registration/captcha-store.ts';

/** The command API's own tables (login, attempts, tokens, captchas), in the order a fresh database gets them. */
export const commandApiSchema: readonly SchemaStep[] = [credentialsStep, attemptsStep, userTokensStep, captchasStep];
