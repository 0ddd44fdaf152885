// Staff notifications (Web Push): a call from a table shows on a waiter's phone with the app closed; answered on one
// phone, the server's follow-up push closes it on the others; a tap opens the call-a-waiter screen.
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
  event.waitUntil(
    self.registration.showNotification(msg.title, {
      body: msg.body,
      // One notification per call: a repeat replaces it, and the close finds it.
      tag: msg.tag,
      data: { url: msg.url, callId: msg.callId },
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      // A call waits on the lock screen until someone answers it.
      requireInteraction: true,
    }),
  );
});

/** Focuses a window already on the call screen, else brings an app window there, else opens one. */
async function openCallScreen(url: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const onScreen = windows.find((w) => new URL(w.url).pathname === CALL_SCREEN_PATH);
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
  event.waitUntil(openCallScreen(url.origin === self.location.origin ? url.href : CALL_SCREEN_PATH));
});
