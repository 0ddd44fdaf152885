import { z } from 'zod';

/** 403 validation failure, the spec's format: one entry per problem, `param` is the field's path. */
export const fieldErrors = z.object({
  Message: z.array(z.object({ param: z.string(), msg: z.string() })),
});

/** 401, 403 (not allowed), 404, 409, 422, 429, 5xx: a sentence for the user. */
export const errorMessage = z.object({ Message: z.string() });

export const MESSAGES = {
  invalidCredentials: 'Invalid Credentials',
  notSignedIn: 'Not signed in or session expired',
  forbidden: 'You are not allowed to do this',
  otherRestaurant: 'You can only access your own restaurant',
  notFound: 'Not found',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  serverError: 'Something went wrong on the server. Please try again.',
  loggedOut: 'Admin Successfully logged out',
} as const;
