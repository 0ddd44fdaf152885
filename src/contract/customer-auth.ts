import { z } from 'zod';
import { credentials } from './auth/schemas';
import { messageAnswer } from './common-classic';
import { endpoint } from './endpoint';

/** A signed-in registered customer, as the customer apps keep it beside the token. */
const customerProfile = z.object({
  _id: z.string(),
  Name: z.string(),
  Email: z.string(),
  MobileNumber: z.string(),
});

const customerSessionAnswer = z.object({ token: z.string(), expiresAt: z.string(), profile: customerProfile });

const CUSTOMER_AUTH_DESCRIPTION =
  'Registered customers sign in here with e-mail and password and send the token as `Authorization: Bearer …` to the customer calls ' +
  '(order placement, device position, stamp cards). Sessions work as staff sessions: 256-bit opaque tokens stored as SHA-256 hashes, ' +
  'with an expiry (SESSION_DAYS), revoked on logout; wrong passwords and unknown customers get the same 401, and attempts are rate-limited per IP and per e-mail (429). ' +
  "A staff token is not a customer token and the other way round. An order naming a customer is refused (403) unless it carries that customer's token or a platform admin's.";

export const customerAuthenticate = endpoint({
  method: 'POST',
  path: '/mobile/customer/authenticate',
  tag: 'Customer apps',
  summary: 'Registered customer sign-in (token for the customer calls and loyalty)',
  description: CUSTOMER_AUTH_DESCRIPTION,
  auth: 'public',
  body: credentials,
  response: customerSessionAnswer,
});

export const customerLogout = endpoint({
  method: 'DELETE',
  path: '/mobile/customer/logout',
  tag: 'Customer apps',
  summary:
    "Revoke the customer's current session (the customer token of the request); without one there is nothing to revoke and the answer is the same",
  auth: 'public',
  response: messageAnswer,
});

export const devicePosition = endpoint({
  method: 'POST',
  path: '/mobile/device/position',
  tag: 'Customer apps',
  summary:
    "Report the last known position of a registered push device (by its push token); geo push sends to devices inside a point's radius",
  description: 'The push token identifies the device; an unknown token answers 404.',
  auth: 'public',
  body: z.object({
    token: z
      .string({ error: 'Device token is required' })
      .trim()
      .min(10, 'Device token is required')
      .max(4096, 'Device token is too long'),
    latitude: z
      .number({ error: 'Latitude must be a number' })
      .min(-90, 'Latitude must be between -90 and 90')
      .max(90, 'Latitude must be between -90 and 90'),
    longitude: z
      .number({ error: 'Longitude must be a number' })
      .min(-180, 'Longitude must be between -180 and 180')
      .max(180, 'Longitude must be between -180 and 180'),
  }),
  response: messageAnswer,
});
