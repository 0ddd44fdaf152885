import { z } from 'zod';
import { email, messageAnswer, newPassword } from './common-classic';
import { endpoint } from './endpoint';
import { ALL_ROLES, ROLES } from './roles';

/** The profile kept in browser storage beside the token (the spec's entities). */
export const profile = z.object({
  _id: z.string(),
  Name: z.string(),
  Email: z.string(),
  Type: z.enum(ROLES),
  Restaurant: z.string().nullable(),
  RestaurantName: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;

/** The login form: the spec's field is the username, sent as `email`. */
export const credentials = z.object({
  email: z
    .string({ error: 'Username is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Username is required')
    .max(254, 'Username is too long'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long'),
});

const sessionAnswer = z.object({
  token: z.string(),
  /** When the session ends unless renewed by a new sign-in (ISO 8601). */
  expiresAt: z.string(),
  profile,
});

export const adminAuthenticate = endpoint({
  method: 'POST',
  path: '/admin/authenticate',
  tag: 'Sign-in',
  summary: 'Platform admin sign-in',
  description:
    "Wrong passwords and unknown users get the same 401 'Invalid Credentials'. Rate-limited per IP and per username (429).",
  auth: 'public',
  body: credentials,
  response: sessionAnswer,
});

export const restaurantAuthenticate = endpoint({
  method: 'POST',
  path: '/restaurant/authenticate',
  tag: 'Sign-in',
  summary: 'Restaurant staff sign-in (profile carries Restaurant and RestaurantName)',
  auth: 'public',
  body: credentials,
  response: sessionAnswer,
});

export const FORGOT_PASSWORD_SENT = 'Password reset link sent to your email';
export const FORGOT_PASSWORD_FAILED = 'Failed to send password reset link';

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/restaurant/forgotpassword',
  tag: 'Sign-in',
  summary: 'Send a password reset link to a restaurant user',
  description:
    'Answers the same for known and unknown addresses, so it cannot be used to find accounts. The link is valid for one hour and works once.',
  auth: 'public',
  body: z.object({ email }),
  response: messageAnswer,
});

export const PASSWORD_RESET_DONE = 'Your password has been changed. You can now log in.';
export const PASSWORD_RESET_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

export const resetPassword = endpoint({
  method: 'POST',
  path: '/restaurant/resetpassword',
  tag: 'Sign-in',
  summary: 'Set a new password with the token of a reset link (once, before it expires)',
  description: 'Signs the user out everywhere. An unknown, used or expired token answers 400.',
  auth: 'public',
  body: z.object({ token: z.string().min(1, 'Reset token is required').max(200), password: newPassword }),
  response: messageAnswer,
});

export const logout = endpoint({
  method: 'DELETE',
  path: '/admin/logout',
  tag: 'Sign-in',
  summary: "Revoke the current session ('Admin Successfully logged out')",
  auth: ALL_ROLES,
  response: messageAnswer,
});
