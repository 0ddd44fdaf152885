/**
 * Error answers: `{ Message, code }`. `Message` is the spec's (a sentence, or the list of field errors of a validation
 * failure); `code` names the kind of error, for clients that act on it. Plain values: the web reads them without zod.
 */
export const ERROR_CODES = {
  /** 403 with the field errors `[{ param, msg }]` as Message (the request, or a value the server refused). */
  VALIDATION: 'VALIDATION',
  /** 400 (malformed JSON, a bad Idempotency-Key, an expired link, …) and other 4xx without a kind of their own. */
  BAD_REQUEST: 'BAD_REQUEST',
  /** 401: not signed in, session expired, wrong credentials. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** 403: the role may not, or another restaurant's data. */
  FORBIDDEN: 'FORBIDDEN',
  /** 404. */
  NOT_FOUND: 'NOT_FOUND',
  /** 409: the order or call-a-waiter request is no longer in a state that allows the action (another device changed it). */
  ORDER_STATE_CONFLICT: 'ORDER_STATE_CONFLICT',
  /** 409: any other refusal because of the current state. */
  CONFLICT: 'CONFLICT',
  /** 422: the Idempotency-Key was used before for a different request. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** 409 (503 while a committed answer cannot be rebuilt): the request with this Idempotency-Key is still being processed; send it again later. */
  IDEMPOTENCY_IN_PROGRESS: 'IDEMPOTENCY_IN_PROGRESS',
  /** 429: too many requests or sign-in attempts. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** 502: a provider (push, Online POS, mail) failed. */
  UPSTREAM_FAILED: 'UPSTREAM_FAILED',
  /** 503: a service the call needs is not configured or not available. */
  UNAVAILABLE: 'UNAVAILABLE',
  /** 500: the server failed (no internals are told). */
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** The kind of an error answer from its status alone, for the kinds that have a status of their own. */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'RATE_LIMITED';
    case 502:
      return 'UPSTREAM_FAILED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

export const MESSAGES = {
  invalidCredentials: 'Invalid Credentials',
  notSignedIn: 'Not signed in or session expired',
  forbidden: 'You are not allowed to do this',
  otherRestaurant: 'You can only access your own restaurant',
  severalRestaurants: 'The records named belong to different restaurants: change one restaurant at a time',
  notFound: 'Not found',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  serverError: 'Something went wrong on the server. Please try again.',
  loggedOut: 'Admin Successfully logged out',
} as const;
