import * as z from 'zod/mini';
import { credentials } from '../auth/schemas';
import { messageAnswer, objectId, plainText, text } from '../common';

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

/* @__NO_SIDE_EFFECTS__ */
function coordinate(label: string, max: number) {
  const range = `${label} must be between -${max} and ${max}`;
  return z.number({ error: `${label} must be a number` }).check(z.gte(-max, range), z.lte(max, range));
}

const devicePosition = z.object({
  token: plainText('Device token', 'Device token is required').check(
    z.trim(),
    z.minLength(10, 'Device token is required'),
    z.maxLength(4096, 'Device token is too long'),
  ),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
});
/* @__NO_SIDE_EFFECTS__ */
function score(label: string) {
  const range = `${label} must be 1 to 5`;
  return z
    .number({ error: `${label} is required` })
    .check(z.int(`${label} must be a whole number`), z.gte(1, range), z.lte(5, range));
}

/** A customer's rating of a completed order: the ratings viewer's scores and comments. */
const ratingBody = z.object({
  order: objectId,
  /** The order's mobile number: how a guest (no customer sign-in) shows the order is theirs. */
  mobilenumber: z.optional(
    plainText('Mobile number', 'Mobile number must be text').check(
      z.trim(),
      z.maxLength(30, 'Mobile number is too long'),
    ),
  ),
  MainRating: score('Main Rating'),
  Food: score('Food'),
  Service: score('Service'),
  WaitingTime: score('Waiting time'),
  OrderingExperience: score('Ordering experience'),
  Comments: z._default(text('Comments', 1000), ''),
});
export type RatingBody = z.output<typeof ratingBody>;

const RATING_DESCRIPTION =
  'A customer rates a completed order once, when the restaurant has the survey on and the survey delay (minutes after ' +
  "completion, restaurant form) has passed. The order is proven the customer's by their customer token " +
  "(`Authorization: Bearer`, the order's registered customer) or, for a guest, by the order's mobile number. " +
  "Refusals: survey off or not the customer's order 403 `{ Message }`; not completed, too early or already rated 403 " +
  'on `order`. When the main rating reaches the survey minimum rating and the restaurant shows survey links, the answer ' +
  'carries them (`surveyLinks`) so the app can invite a public review.';

export type CustomerCredentials = z.output<typeof credentials>;
export type DevicePosition = z.output<typeof devicePosition>;

export const loyaltySchemas = {
  authenticate: {
    summary: 'Registered customer sign-in (token for the customer calls and loyalty)',
    description: CUSTOMER_AUTH_DESCRIPTION,
    body: credentials,
    response: customerSessionAnswer,
  },
  logout: {
    summary:
      "Revoke the customer's current session (the customer token of the request); without one there is nothing to revoke and the answer is the same",
    response: messageAnswer,
  },
  position: {
    summary:
      "Report the last known position of a registered push device (by its push token); geo push sends to devices inside a point's radius",
    description: 'The push token identifies the device; an unknown token answers 404.',
    body: devicePosition,
    response: messageAnswer,
  },
  rate: {
    summary:
      'Rate a completed order (the survey): main rating, food, service, waiting time, ordering experience, comments',
    description: RATING_DESCRIPTION,
    body: ratingBody,
    response: z.object({
      Message: z.string(),
      data: z.object({ _id: z.string() }),
      surveyLinks: z.optional(z.object({ google: z.string(), tripadvisor: z.string(), trustpilot: z.string() })),
    }),
  },
};
