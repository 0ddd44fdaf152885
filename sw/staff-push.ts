// Staff notifications (Web Push): a call from a table (and its reminder) or a take-away order ready shows on a waiter's
// phone with the app closed; a call answered on one phone is closed on the others by the server's follow-up push; a
// tap opens the screen the push names.
import { CALL_SCREEN_PATH, type StaffPushMessage } from '../src/contract/staff-push/message';

declare let self: ServiceWorkerGlobalScope;

function messageOf(event: PushEvent): StaffPushMessage | null {
  try {
    const data: unknown = event.data?.json();
    if (typeof data === 'object' && data !== null && 'type' in data && 'tag' in data) return data as StaffPushMessage;
  } catch {
    // Not ours (or not JSON): nothing to show.
  }
  return null;
}

async function closeNotification(tag: string) {
  for (const n of await self.registration.getNotifications({ tag })) n.close();
}

self.addEventListener('push', (event) => {
  const msg = messageOf(event);
  if (!msg) return;
  if (msg.type === 'close') {
    event.waitUntil(closeNotification(msg.tag));
    return;
  }
  // `renotify` is in the Notifications standard but not yet in TypeScript's DOM types.
  const options: NotificationOptions & { renotify?: boolean } = {
    body: msg.body,
    // One notification per call (or order): a repeat replaces it, and the close finds it.
    tag: msg.tag,
    // A reminder of an unanswered call alerts again although it replaces the first one.
    renotify: msg.type === 'call' && !!msg.renotify,
    data: msg.type === 'call' ? { url: msg.url, callId: msg.callId } : { url: msg.url, orderId: msg.orderId },
    icon: '/pwa-192x192.png',
    badge: '/pwa-192x192.png',
    // A call waits on the lock screen until someone answers it.
    requireInteraction: msg.type === 'call',
  };
  event.waitUntil(self.registration.showNotification(msg.title, options));
});

/** Focuses a window already on the screen, else brings an app window there, else opens one. */
async function openScreen(url: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const onScreen = windows.find((w) => new URL(w.url).pathname === new URL(url).pathname);
  if (onScreen) {
    await onScreen.focus();
    return;
  }
  const any = windows[0];
  if (any) {
    const focused = await any.focus();
    if (await focused.navigate(url).catch(() => null)) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const url = new URL(data?.url ?? CALL_SCREEN_PATH, self.location.origin);
  // Only a screen of this app opens from a notification.
  event.waitUntil(
    openScreen(url.origin === self.location.origin ? url.href : new URL(CALL_SCREEN_PATH, self.location.origin).href),
  );
});
