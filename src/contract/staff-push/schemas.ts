import * as z from 'zod/mini';
import { messageAnswer, plainText } from '../common';

/** A browser's push service address (PushSubscription.endpoint); push services speak only HTTPS. */
const endpoint = plainText('Endpoint', 'Endpoint is required').check(
  z.maxLength(2000),
  z.regex(/^https:\/\/[^\s]+$/, 'Endpoint must be an https address'),
);
/** Base64url, as PushSubscription.toJSON() gives the keys. */
const base64url = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(z.minLength(min), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+=*$/, `${label} must be base64url`));

export const staffPushSchemas = {
  key: {
    summary: "The server's VAPID public key (base64url), the applicationServerKey of pushManager.subscribe()",
    response: z.object({ publicKey: z.string() }),
  },
  subscribe: {
    summary:
      "Turn on notifications for this device (PushSubscription.toJSON()); the session's restaurant's calls reach it",
    description:
      'The subscription belongs to the session that sends it and ends with it (sign-out, password change). Sending the same endpoint again updates it.',
    body: z.object({
      endpoint,
      keys: z.object({ p256dh: base64url('p256dh', 80, 100), auth: base64url('auth', 16, 30) }),
    }),
    response: messageAnswer,
  },
  unsubscribe: {
    summary: 'Turn off notifications for this device (its endpoint); answers the same when it was not on',
    body: z.object({ endpoint }),
    response: messageAnswer,
  },
};
