/**
 * This device's Web Push subscription for staff notifications: the browser holds it, the server keeps a copy tied to
 * the session that sent it (and drops it when that session ends).
 */
import { staffPushRoutes } from '../../contract/staff-push/routes';
import { callApi } from './api-client';

/** Who turned notifications on here: another user signing in on this phone does not inherit them. */
const OWNER_KEY = 'staff-push-owner';

export type DeviceState = 'unsupported' | 'blocked' | 'off' | 'on';

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The server's key as bytes: not every browser takes the base64url text as applicationServerKey. */
function keyBytes(base64url: string) {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const asBody = (sub: PushSubscription) => {
  const json = sub.toJSON();
  return { endpoint: sub.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
};

/**
 * Whether this device receives notifications for `userId`. A subscription of this user is sent again, so the server
 * has it under the current session (a session that expired took the server's copy with it).
 */
export async function deviceState(userId: string): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const sub = await currentSubscription();
  if (!sub || Notification.permission !== 'granted') return 'off';
  if (localStorage.getItem(OWNER_KEY) !== userId) {
    await sub.unsubscribe();
    return 'off';
  }
  await callApi(staffPushRoutes.subscribe, { body: asBody(sub) });
  return 'on';
}

/** Asks for permission (from a tap: browsers allow the prompt only then), subscribes with the server's key, and tells the server. */
export async function turnOn(userId: string): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const { publicKey } = await callApi(staffPushRoutes.key);
  const registration = await navigator.serviceWorker.ready;
  const sub =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await callApi(staffPushRoutes.subscribe, { body: asBody(sub) });
  localStorage.setItem(OWNER_KEY, userId);
  return 'on';
}

export async function turnOff(): Promise<DeviceState> {
  const sub = await currentSubscription();
  if (sub) {
    await callApi(staffPushRoutes.unsubscribe, { body: { endpoint: sub.endpoint } });
    await sub.unsubscribe();
  }
  localStorage.removeItem(OWNER_KEY);
  return 'off';
}

/** On logout: the server dropped its copy with the session; the browser forgets the subscription too. */
export async function forgetDevice() {
  if (!pushSupported()) return;
  localStorage.removeItem(OWNER_KEY);
  await (await currentSubscription().catch(() => null))?.unsubscribe();
}
