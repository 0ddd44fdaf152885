/** A tap on a staff notification opens the screen it names: in the app's window already there, else another. */
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';

const ORIGIN = 'https://backoffice.example';
const CALLS = `${ORIGIN}/orders-callawaiter`;

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

const listeners = new Map<string, (event: unknown) => void>();
let windows: FakeWindow[] = [];
const openWindow = vi.fn(async () => null);

function appWindow(path: string): FakeWindow {
  const w: FakeWindow = {
    url: `${ORIGIN}${path}`,
    focus: vi.fn(async () => w),
    navigate: vi.fn(async (to: string) => {
      w.url = to;
      return w;
    }),
  };
  return w;
}

/** The notification's `data` as the push put it there; answers once the worker has done what the tap asks. */
async function tap(data: unknown) {
  let work: Promise<unknown> = Promise.resolve();
  const close = vi.fn();
  listeners.get('notificationclick')!({
    notification: { data, close },
    waitUntil: (p: Promise<unknown>) => (work = p),
  });
  await work;
  expect(close).toHaveBeenCalled();
}

beforeAll(async () => {
  vi.stubGlobal('self', {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    clients: { matchAll: async () => windows, openWindow },
    registration: { getNotifications: async () => [], showNotification: async () => undefined },
  });
  await import('./staff-push');
});

beforeEach(() => {
  windows = [];
  openWindow.mockClear();
});

it('focuses the window already on the call screen, and moves no other', async () => {
  const dashboard = appWindow('/orders-dashboard');
  const calls = appWindow('/orders-callawaiter');
  windows = [dashboard, calls];
  await tap({ url: '/orders-callawaiter', callId: 'c1' });
  expect(calls.focus).toHaveBeenCalled();
  expect(dashboard.focus).not.toHaveBeenCalled();
  expect(dashboard.navigate).not.toHaveBeenCalled();
  expect(openWindow).not.toHaveBeenCalled();
});

it('brings an open window of the app to the screen the push names', async () => {
  const dashboard = appWindow('/orders-dashboard');
  windows = [dashboard];
  await tap({ url: '/orders-callawaiter', callId: 'c1' });
  expect(dashboard.focus).toHaveBeenCalled();
  expect(dashboard.navigate).toHaveBeenCalledWith(CALLS);
  expect(openWindow).not.toHaveBeenCalled();
});

it('opens a window when the app has none open', async () => {
  await tap({ url: '/orders-dashboard?status=completed', orderId: 'o1' });
  expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/orders-dashboard?status=completed`);
});

it('opens the call screen for a push without a screen or naming another site', async () => {
  await tap(null);
  expect(openWindow).toHaveBeenLastCalledWith(CALLS);
  await tap({ url: 'https://elsewhere.example/phish' });
  expect(openWindow).toHaveBeenLastCalledWith(CALLS);
});
