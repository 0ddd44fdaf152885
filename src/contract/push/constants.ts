/** The plain values of push notifications that both sides read: page size and the words both sides show. */
import { crudNotices } from '../notices';

export const PUSH_PAGE_SIZE = 25;

export const PUSH_MESSAGES = {
  ...crudNotices('push notification', 'No push notifications yet'),
  /** The spec's error catalogue. */
  pushed: 'Successfully pushed push notification!',
} as const;

/** The Message of a push that was not sent because no provider is configured. */
export const notSentMessage = (devices: number) =>
  `Not sent: no push provider is configured. The push to ${devices} device${devices === 1 ? '' : 's'} is recorded in Push Logs.`;
