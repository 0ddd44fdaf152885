/** The plain values of call a waiter that both sides read: the statuses of a call and the messages. */

export const CALL_STATUSES = ['preorder', 'accepted', 'rejected'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export const CALL_MESSAGES = {
  accepted: 'Request accepted',
  rejected: 'Request rejected',
  notFound: 'Request not found',
  created: 'A waiter is on the way',
} as const;
