import { z } from 'zod';
import { objectId, requiredText } from './common-classic';
import { crud, crudNotices } from './crud-classic';
import { group } from './group';
import { ADMIN_ONLY } from './roles';

const PUSH_PAGE_SIZE = 25;

export const PUSH_MESSAGES = {
  ...crudNotices('push notification', 'No push notifications yet'),
  /** The spec's error catalogue. */
  pushed: 'Successfully pushed push notification!',
} as const;

/** Push notification (the spec's entities: pushid, name, message). */
export const pushNotification = z.object({
  _id: z.string(),
  name: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type PushNotification = z.infer<typeof pushNotification>;

const pushFields = { name: requiredText('Name', 100), message: requiredText('Message', 1000) };

/**
 * What a push did: `Status` is what Push Logs record ('sent', 'sent to N of M devices (…)', 'not sent: …').
 * `sent` is true only when the provider accepted the message for at least one device.
 */
export const pushAnswer = z.object({
  Message: z.string(),
  Status: z.string(),
  TotalDevicesPushed: z.number().int(),
  sent: z.boolean(),
});
export type PushAnswer = z.infer<typeof pushAnswer>;

/** The Message of a push that was not sent because no provider is configured. */
export const notSentMessage = (devices: number) =>
  `Not sent: no push provider is configured. The push to ${devices} device${devices === 1 ? '' : 's'} is recorded in Push Logs.`;

export const push = crud({
  tag: 'Push notifications',
  noun: 'push notification',
  auth: ADMIN_ONLY,
  item: pushNotification,
  fields: pushFields,
  idKey: 'pushid',
  pageSize: PUSH_PAGE_SIZE,
  maxPageSize: 100,
  messages: PUSH_MESSAGES,
  paths: { fetch: '/push/getallpush', add: '/push/addpush', edit: '/push/editpush', delete: '/push/deletepush' },
  summaries: { fetch: 'Push notifications, newest first, 25 per page' },
});

export const {
  createBody: pushCreateBody,
  editBody: pushEditBody,
  fetch: pushGetAll,
  add: pushAdd,
  edit: pushEdit,
  delete: pushDelete,
} = push;

const api = group({ tag: 'Push notifications', auth: ADMIN_ONLY });

export const pushSend = api.post('/push/sendpush', {
  summary: 'Send a push notification to every customer device; recorded in Push Logs',
  description:
    `Answers 200 with \`Message\` ('${PUSH_MESSAGES.pushed}' when sent) and the push \`Status\`; without a push provider nothing is sent and the Message says so. ` +
    'When the provider refuses every message the answer is 502 with the reason.',
  body: z.object({ pushid: objectId }),
  response: pushAnswer,
});
