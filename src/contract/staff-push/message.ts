/**
 * The payload of a push to a staff device, read by the service worker (sw/staff-push.ts): a notification to show,
 * or one to close (answered on another device), found by its tag, the call's id.
 */
export type StaffPushMessage =
  | { type: 'call'; tag: string; callId: string; title: string; body: string; url: string }
  | { type: 'close'; tag: string; callId: string };

/** The screen a staff notification opens. */
export const CALL_SCREEN_PATH = '/orders-callawaiter';
