import type { ErrorCode } from '../../contracts/endpoint.ts';

const STATUS_OF: Record<ErrorCode, number> = {
  unauthenticated: 401,
  forbidden: 403,
  csrf_mismatch: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/**
 * The one error type services and routes throw. The error handler turns it into
 * `{ message, code, errors? }` with the status of its code (ARCHITECTURE.md §4).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  /** Seconds, for `rate_limited`: sent as Retry-After. */
  readonly retryAfter: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: Record<string, string[]>; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS_OF[code];
    this.errors = options.errors;
    this.retryAfter = options.retryAfter;
  }
}

/**
 * A 422 about named fields: `invalid({ email: 'Already registered' })`; a field may carry several messages
 * (`{ text: ['X allows 280…', 'Threads allows 500…'] }`).
 */
export function invalid(fields: Record<string, string | readonly string[]>, message?: string): AppError {
  const errors = Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [field, typeof text === 'string' ? [text] : [...text]]),
  );

  return new AppError(
    'validation_failed',
    message ?? Object.values(errors)[0]?.[0] ?? 'The data is invalid.',
    {
      errors,
    },
  );
}

/** A 409: the thing is not in a state where this can be done; the message says why. */
export function conflict(message: string): AppError {
  return new AppError('conflict', message);
}

export function notFound(what = 'This item'): AppError {
  return new AppError('not_found', `${what} was not found.`);
}

/**
 * Another account's profile, one that does not exist, and one of the account's that the user does not hold
 * (ADR 0021) are all this same answer, so none can be told from the others.
 */
export function profileNotFound(): AppError {
  return notFound('This social profile');
}
