import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/session';
import { renderWithProviders } from '../../../../../tests/support/web-render';
import { NotificationsToggle } from './NotificationsToggle';

const SERVER_KEY = 'BPk-key_of-the_server_';

/** The browser's side: permission, the service worker's push manager, and the API calls the page makes. */
function fakeBrowser(opts: { permission: NotificationPermission; grant?: NotificationPermission; existing?: boolean }) {
  const sent: { path: string; body: unknown }[] = [];
  const subscription = {
    endpoint: 'https://push.example.test/device-1',
    toJSON: () => ({ endpoint: 'https://push.example.test/device-1', keys: { p256dh: 'BKey', auth: 'secret' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = opts.existing ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  const registration = { pushManager };
  const notification = {
    permission: opts.permission,
    requestPermission: vi.fn(async () => (notification.permission = opts.grant ?? opts.permission)),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      if (init.method !== 'GET') sent.push({ path, body: JSON.parse(String(init.body)) });
      const answer = path === '/staffpush/key' ? { publicKey: SERVER_KEY } : { Message: 'ok' };
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return { sent, pushManager, subscription, notification };
}

const signIn = (id: string) =>
  setSession('token-of-' + id, {
    _id: id,
    Name: 'Waiter',
    Email: 'waiter@example.com',
    Type: 'RestaurantUser',
    Restaurant: 'r1',
    RestaurantName: 'Demo Bistro',
  });

beforeEach(() => {
  localStorage.clear();
  signIn('u1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('NotificationsToggle', () => {
  it("turns on: asks permission, subscribes with the server's key, tells the server; turning off undoes both", async () => {
    const browser = fakeBrowser({ permission: 'default', grant: 'granted' });
    renderWithProviders(<NotificationsToggle />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/Notifications are on for this device/)).toBeTruthy();
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array(Buffer.from(SERVER_KEY, 'base64url')),
    });
    expect(browser.sent).toEqual([
      {
        path: '/staffpush/subscribe',
        body: { endpoint: 'https://push.example.test/device-1', keys: { p256dh: 'BKey', auth: 'secret' } },
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Turn off notifications' }));
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
    expect(browser.sent.at(-1)).toEqual({
      path: '/staffpush/unsubscribe',
      body: { endpoint: 'https://push.example.test/device-1' },
    });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('says so when the user refuses the permission', async () => {
    const browser = fakeBrowser({ permission: 'default', grant: 'denied' });
    renderWithProviders(<NotificationsToggle />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(browser.sent).toEqual([]);
  });

  it('shows on when this user turned it on before, and sends the subscription again for this session', async () => {
    const browser = fakeBrowser({ permission: 'granted', existing: true });
    localStorage.setItem('staff-push-owner', 'u1');
    renderWithProviders(<NotificationsToggle />);
    expect(await screen.findByText(/Notifications are on for this device/)).toBeTruthy();
    expect(browser.sent.map((s) => s.path)).toEqual(['/staffpush/subscribe']);
  });

  it("does not hand another user's notifications to the next one signing in on the phone", async () => {
    const browser = fakeBrowser({ permission: 'granted', existing: true });
    localStorage.setItem('staff-push-owner', 'someone-else');
    renderWithProviders(<NotificationsToggle />);
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(browser.sent).toEqual([]);
  });
});
