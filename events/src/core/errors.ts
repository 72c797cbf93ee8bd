/**
 * A refusal the caller can act on. `code` comes from the spec's error catalogue (section 8);
 * `field` is the JSON path of the offending input, when there is one.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly status: number;
  readonly field?: string;
  readonly details?: Record<string, unknown>;

  constructor(code: string, status: number, message: string, options: { field?: string; details?: Record<string, unknown> } = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.status = status;
    this.field = options.field;
    this.details = options.details;
  }
}

export const validationError = (field: string, message: string): DomainError =>
  new DomainError('VALIDATION_ERROR', 400, message, { field });

/** The expected revision did not hold. Handlers retry; callers finally see 409. */
export class WrongExpectedRevisionError extends DomainError {
  readonly streamId: string;
  readonly expected: string;
  readonly actual: bigint | null;

  constructor(streamId: string, expected: string, actual: bigint | null) {
    super('DATA_MISMATCH_RELOAD', 409, `stream ${streamId}: expected revision ${expected}, actual ${actual ?? 'no stream'}`, {
      details: { streamId, expected, actual: actual === null ? null : actual.toString() },
    });
    this.name = 'WrongExpectedRevisionError';
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}
