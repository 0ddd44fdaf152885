/**
 * The payload of a push to a staff device, read by the service worker (sw/staff-push.ts): a notification to show,
 * or one to close (answered on another device), found by its tag (the call's or the order's id). `renotify`: the
 * same notification again, alerting once more (an unanswered call).
 */
export type StaffPushMessage =
  | { type: 'call'; tag: string; callId: string; title: string; body: string; url: string; renotify?: boolean }
  | { type: 'ready' | 'watchdog'; tag: string; orderId: string; title: string; body: string; url: string }
  | { type: 'close'; tag: string; callId: string };

/** The screen a call notification opens. */
export const CALL_SCREEN_PATH = '/orders-callawaiter';
/** The screen an order-ready notification opens. */
export const ORDERS_SCREEN_PATH = '/orders-dashboard';
