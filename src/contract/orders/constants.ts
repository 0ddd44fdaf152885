/** The plain values of orders that server and web both read: statuses, the state machine, choices and messages. */

export const ORDER_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_TYPES = ['mobilepay', 'kevin', 'card', 'mobile payments'] as const;
export const DECLINE_REASONS = ['Out of stock', 'Restaurant closing'] as const;
/** Beyond the spec's two reasons: "Other", with the reason written out (sent as the decline's reason). */
export const DECLINE_OTHER = 'Other';
export const DECLINE_OTHER_REQUIRED = 'Please write the reason for declining.';
export const PREP_TIME_CHOICES = [1, 2, 3, 5, 7, 10, 15, 20, 30, 45, 60] as const;
export const ORDERS_PAGE_SIZE = 1000;
export const RECENT_ORDERS_PAGE_SIZE = 25;

/** A refund needs a reason; a restaurant user needs the restaurant's 'refund' permission. */
export const REFUND_REASON_REQUIRED = 'Please give a reason for the refund.';

/** Cancelling a line needs a reason too, and the same 'refund' permission (it gives money back on a paid order). */
export const LINE_CANCEL_REASON_REQUIRED = 'Please give a reason for cancelling the line.';

export const ORDER_MESSAGES = {
  accepted: 'Order accepted',
  advanceAccepted: 'Advance  order accepted ',
  longWait: 'Order accepted as long wait',
  completed: 'Order completed',
  declined: 'Order declined',
  refunded: 'Order successfully refunded',
  allCompleted: 'All confirmed orders successfully completed',
  acceptFailed: 'Unable to accept order! Please contact administrator.',
  completeFailed: 'Unable to complete order! Please contact administrator.',
  declineFailed: 'Unable to decline order! Please contact administrator.',
  completeAllFailed: 'Unable to proceed! Please contact administrator.',
  refundFailed: 'Unable to refund order! Please contact administrator.',
  notFound: 'Order not found',
} as const;

/** How long after its completion an order may be recalled to preparation. */
export const RECALL_WINDOW_MINUTES = 10;

/** The order state machine (the spec's states and transitions): which statuses each action starts from and where it leads. */
export const ORDER_ACTIONS = {
  accept: { from: ['pending'], to: 'confirmed' },
  longwait: { from: ['pending'], to: 'confirmed' },
  decline: { from: ['pending'], to: 'cancelled' },
  complete: { from: ['confirmed'], to: 'completed' },
  refund: { from: ['confirmed', 'completed'], to: 'refunded' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderAction = keyof typeof ORDER_ACTIONS;

export const canDo = (action: OrderAction, status: OrderStatus) =>
  (ORDER_ACTIONS[action].from as readonly OrderStatus[]).includes(status);

/** How staff name a status in messages. */
export const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'waiting for acceptance',
  confirmed: 'accepted',
  completed: 'completed',
  cancelled: 'declined',
  refunded: 'refunded',
};
