import * as z from 'zod/mini';
import { email, messageAnswer, newPassword, plainText } from '../common';
import { ROLES } from '../roles';

/** The profile kept in browser storage beside the token (the spec's entities). */
export const profile = z.object({
  _id: z.string(),
  Name: z.string(),
  Email: z.string(),
  Type: z.enum(ROLES),
  Restaurant: z.nullable(z.string()),
  RestaurantName: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profile>;

/** The login form: the spec's field is the username, sent as `email`. */
export const credentials = z.object({
  email: plainText('Username', 'Username is required').check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Username is required'),
    z.maxLength(254, 'Username is too long'),
  ),
  password: plainText('Password', 'Password is required').check(
    z.minLength(1, 'Password is required'),
    z.maxLength(200, 'Password is too long'),
  ),
});
export type Credentials = z.output<typeof credentials>;

const sessionAnswer = z.object({
  token: z.string(),
  /** When the session ends unless renewed by a new sign-in (ISO 8601). */
  expiresAt: z.string(),
  profile,
});

export const authSchemas = {
  adminSignIn: {
    summary: 'Platform admin sign-in',
    description:
      "Wrong passwords and unknown users get the same 401 'Invalid Credentials'. Rate-limited per IP and per username (429).",
    body: credentials,
    response: sessionAnswer,
  },
  restaurantSignIn: {
    summary: 'Restaurant staff sign-in (profile carries Restaurant and RestaurantName)',
    body: credentials,
    response: sessionAnswer,
  },
  forgotPassword: {
    summary: 'Send a password reset link to a restaurant user',
    description:
      'Answers the same for known and unknown addresses, so it cannot be used to find accounts. The link is valid for one hour and works once.',
    body: z.object({ email }),
    response: messageAnswer,
  },
  resetPassword: {
    summary: 'Set a new password with the token of a reset link (once, before it expires)',
    description: 'Signs the user out everywhere. An unknown, used or expired token answers 400.',
    body: z.object({
      token: plainText('Reset token').check(z.minLength(1, 'Reset token is required'), z.maxLength(200)),
      password: newPassword,
    }),
    response: messageAnswer,
  },
  logout: {
    summary: "Revoke the current session ('Admin Successfully logged out')",
    response: messageAnswer,
  },
};
