/** The plain values of the Response Messages modal that both sides read: keys, labels, limits and message helpers. */

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
const isEmoji = (ch: string) => PICTOGRAPHIC.test(ch) || emojiPart(ch.codePointAt(0) ?? 0);
/**
 * Emoji are stripped from response messages (SMS cannot carry them cheaply). An emoji between two words leaves one
 * space, not two.
 */
export function stripEmoji(s: string) {
  let out = '';
  let afterEmoji = false;
  for (const ch of s) {
    if (isEmoji(ch)) afterEmoji = true;
    else if (!(afterEmoji && ch === ' ' && out.endsWith(' '))) {
      out += ch;
      afterEmoji = false;
    }
  }
  return out;
}
/** The message as the customer gets it. */
export const fillOrderId = (template: string, orderId: string | number) =>
  template.split(ORDER_ID_PLACEHOLDER).join(String(orderId));
