import * as z from 'zod/mini';
import { dataOf, objectId, plainText } from '../../common';
import {
  RESPONSE_MESSAGE_KEYS,
  RESPONSE_MESSAGE_LABELS,
  responseMessageLimit,
  stripEmoji,
  type ResponseMessageKey,
} from './constants';

/** One message as the form sends it: emoji stripped, trimmed, at most its limit. */
const message = (key: ResponseMessageKey) =>
  z.pipe(
    z.pipe(
      z._default(plainText(`${RESPONSE_MESSAGE_LABELS[key]} message`), ''),
      z.transform((s: string) => stripEmoji(s).trim()),
    ),
    z
      .string()
      .check(
        z.maxLength(
          responseMessageLimit(key),
          `${RESPONSE_MESSAGE_LABELS[key]} message must be at most ${responseMessageLimit(key)} characters`,
        ),
      ),
  );

/** The Response Messages form. */
export const responseMessagesBody = z.object({
  accept: message('accept'),
  longwait: message('longwait'),
  acceptadvance: message('acceptadvance'),
  complete: message('complete'),
  completetakeout: message('completetakeout'),
});
export type ResponseMessagesBody = z.output<typeof responseMessagesBody>;

export const responseMessages = z.object(
  Object.fromEntries(RESPONSE_MESSAGE_KEYS.map((k) => [k, z.string()])) as Record<ResponseMessageKey, z.ZodMiniString>,
);
export type ResponseMessages = z.infer<typeof responseMessages>;

export const messagesSchemas = {
  fetch: {
    summary: "A restaurant's response messages (empty text: no message is sent)",
    query: z.object({ restaurant: objectId }),
    response: dataOf(responseMessages),
  },
  edit: {
    summary: "Save the response messages ('Successfully updated messages!')",
    description:
      'Emoji are stripped; accept is limited to 130 characters, the others to 150. `{{orderid}}` stands for the order id. ' +
      'When the restaurant has SMS on, the customer gets the message on accept, long wait, advance accept and complete (take-away or not); it shows in SMS Logs.',
    query: z.object({ restaurant: objectId }),
    body: responseMessagesBody,
    response: z.object({ Message: z.string(), data: responseMessages }),
  },
};
