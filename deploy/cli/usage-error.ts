import { DomainError } from '@portal/events';
import { OpsRequestError } from './ops-client.ts';

/** Bad input on the command line: the CLI prints the message, no stack, and exits with 2. */
export class UsageError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UsageError';
  }
}

/**
 * A refusal of what the operator typed, from the stores (a DomainError) or from the server's
 * ops listener (a 4xx naming a field), as a UsageError; anything else as it was.
 */
export function asUsageError(error: unknown): unknown {
  if (error instanceof DomainError && error.status >= 400 && error.status < 500 && error.field) {
    return new UsageError(`${error.code} (${error.field}): ${error.message}`, { cause: error });
  }
  if (error instanceof OpsRequestError && error.status >= 400 && error.status < 500 && error.field) return new UsageError(error.message, { cause: error });
  return error;
}
