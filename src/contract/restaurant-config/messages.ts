/** Response messages to customers (the spec's Response Messages modal). */
import { z } from 'zod';
import { dataOf, objectId } from '../common-classic';
import { group, IN_QUERY } from '../group';
import { ALL_ROLES } from '../roles';
import { CONFIG_EDITORS, CONFIG_TAG } from './shared';

export const RESPONSE_MESSAGE_KEYS = ['accept', 'longwait', 'acceptadvance', 'complete', 'completetakeout'] as const;
export type ResponseMessageKey = (typeof RESPONSE_MESSAGE_KEYS)[number];
export const RESPONSE_MESSAGE_LABELS: Record<ResponseMessageKey, string> = {
  accept: 'Accept',
  longwait: 'Long wait',
  acceptadvance: 'Accept advance order',
  complete: 'Complete',
  completetakeout: 'Complete take-away',
};
/** 130 for accept, 150 for the others (the spec's business constants). */
export const responseMessageLimit = (key: ResponseMessageKey) => (key === 'accept' ? 130 : 150);
export const ORDER_ID_PLACEHOLDER = '{{orderid}}';
export const RESPONSE_MESSAGES_UPDATED = 'Successfully updated messages!';

const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
/** Flags, skin tones, variation selectors, joiners, keycaps and tags: the parts emoji are built of. */
const emojiPart = (cp: number) =>
  (cp >= 0x1f1e6 && cp <= 0x1f1ff) ||
  (cp >= 0x1f3fb && cp <= 0x1f3ff) ||
  cp === 0xfe0e ||
  cp === 0xfe0f ||
  cp === 0x200d ||
  cp === 0x20e3 ||
  (cp >= 0xe0020 && cp <= 0xe007f);
/** Emoji are stripped from response messages (SMS cannot carry them cheaply). */
export const stripEmoji = (s: string) =>
  [...s].filter((ch) => !PICTOGRAPHIC.test(ch) && !emojiPart(ch.codePointAt(0) ?? 0)).join('');
/** The message as the customer gets it. */
export const fillOrderId = (template: string, orderId: string | number) =>
  template.split(ORDER_ID_PLACEHOLDER).join(String(orderId));

const message = (key: ResponseMessageKey) =>
  z
    .string()
    .default('')
    .transform((s) => stripEmoji(s).trim())
    .pipe(
      z
        .string()
        .max(
          responseMessageLimit(key),
          `${RESPONSE_MESSAGE_LABELS[key]} message must be at most ${responseMessageLimit(key)} characters`,
        ),
    );

export const responseMessagesBody = z.object({
  accept: message('accept'),
  longwait: message('longwait'),
  acceptadvance: message('acceptadvance'),
  complete: message('complete'),
  completetakeout: message('completetakeout'),
});
export const responseMessages = z.object(
  Object.fromEntries(RESPONSE_MESSAGE_KEYS.map((k) => [k, z.string()])) as Record<ResponseMessageKey, z.ZodString>,
);
export type ResponseMessages = z.infer<typeof responseMessages>;

const api = group({ tag: CONFIG_TAG, auth: CONFIG_EDITORS, restaurantScope: IN_QUERY });

export const responseMessagesFetch = api.get('/restaurant/acceptmessage/fetch', {
  summary: "A restaurant's response messages (empty text: no message is sent)",
  auth: ALL_ROLES,
  query: z.object({ restaurant: objectId }),
  response: dataOf(responseMessages),
});

export const responseMessagesEdit = api.put('/restaurant/acceptmessage/edit', {
  summary: "Save the response messages ('Successfully updated messages!')",
  description:
    'Emoji are stripped; accept is limited to 130 characters, the others to 150. `{{orderid}}` stands for the order id. ' +
    'When the restaurant has SMS on, the customer gets the message on accept, long wait, advance accept and complete (take-away or not); it shows in SMS Logs.',
  query: z.object({ restaurant: objectId }),
  body: responseMessagesBody,
  response: z.object({ Message: z.string(), data: responseMessages }),
});
