import * as z from 'zod/mini';
import { objectId, requiredText } from '../common';
import { crudForms, crudSchemas } from '../crud';
import { PUSH_MESSAGES, PUSH_PAGE_SIZE } from './constants';

/** Push notification (the spec's entities: pushid, name, message). */
export const pushNotification = z.object({
  _id: z.string(),
  name: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type PushNotification = z.infer<typeof pushNotification>;

/**
 * What a push did: `Status` is what Push Logs record ('sent', 'sent to N of M devices (…)', 'not sent: …').
 * `sent` is true only when the provider accepted the message for at least one device.
 */
export const pushAnswer = z.object({
  Message: z.string(),
  Status: z.string(),
  TotalDevicesPushed: z.int(),
  sent: z.boolean(),
});
export type PushAnswer = z.infer<typeof pushAnswer>;

/** 'Create Push Notification' and 'Update Push Notification' (with the item's `pushid`). */
export const pushForms = crudForms({
  idKey: 'pushid',
  fields: { name: requiredText('Name', 100), message: requiredText('Message', 1000) },
});
export type PushCreateBody = z.output<typeof pushForms.createBody>;
export type PushEditBody = z.output<typeof pushForms.editBody>;

export const pushSchemas = {
  ...crudSchemas({
    noun: 'push notification',
    item: pushNotification,
    forms: pushForms,
    messages: PUSH_MESSAGES,
    pageSize: PUSH_PAGE_SIZE,
    maxPageSize: 100,
    summaries: { fetch: 'Push notifications, newest first, 25 per page' },
  }),
  send: {
    summary: 'Send a push notification to every customer device; recorded in Push Logs',
    description:
      `Answers 200 with \`Message\` ('${PUSH_MESSAGES.pushed}' when sent) and the push \`Status\`; without a push provider nothing is sent and the Message says so. ` +
      'When the provider refuses every message the answer is 502 with the reason.',
    body: z.object({ pushid: objectId }),
    response: pushAnswer,
  },
};
