/**
 * The kitchen tablet's start. A device whose last screen was the kitchen dashboard or the
 * call-a-waiter view reopens there when the installed app is launched (at `/`); everything else keeps the
 * spec's redirects. Remembered per device in local storage, for the user who was signed in.
 */
import { useEffect } from 'react';
import type { Session } from '../session';

const KEY = 'kitchen-start-screen';
type KitchenScreen = '/orders-dashboard' | '/orders-callawaiter';
interface Stored {
  to: KitchenScreen;
  restaurant: string;
  name: string;
  email: string;
  /** Kitchen station: the printer id a station tablet shows. */
  station?: string;
}

/** While a kitchen screen is open, this device starts there; leaving it for another screen forgets it. */
export function useRememberKitchenScreen(
  to: KitchenScreen,
  restaurant: string,
  name: string,
  session: Session | null,
  station?: string,
) {
  const email = session?.profile.Email ?? '';
  useEffect(() => {
    if (!email) return;
    const written = JSON.stringify({ to, restaurant, name, email, station } satisfies Stored);
    localStorage.setItem(KEY, written);
    // Forget it only if it is still this screen (another kitchen screen may have written its own meanwhile).
    return () => {
      if (localStorage.getItem(KEY) === written) localStorage.removeItem(KEY);
    };
  }, [to, restaurant, name, email, station]);
}

/** True when the page runs as the installed app (home-screen or desktop window), not in a browser tab. */
const isInstalledApp = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  window.matchMedia?.('(display-mode: fullscreen)').matches ||
  (navigator as { standalone?: boolean }).standalone === true;

/** The page was loaded at `/` (a launch of the installed app), not navigated there later. */
const loadedAtRoot = () => {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return new URL(entry?.name ?? window.location.href).pathname === '/';
};

let launchConsumed = false;
/**
 * Where the installed app's launch at `/` goes for this session: the remembered kitchen screen, once per page
 * load (a later visit to `/` inside the app keeps the spec's redirect), only for the same signed-in user.
 */
export function kitchenStart(session: Session) {
  if (launchConsumed) return null;
  launchConsumed = true;
  if (!isInstalledApp() || !loadedAtRoot()) return null;
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    if (!stored || stored.email !== session.profile.Email) return null;
    if (stored.to !== '/orders-dashboard' && stored.to !== '/orders-callawaiter') return null;
    const station =
      stored.to === '/orders-dashboard' && typeof stored.station === 'string' ? { station: stored.station } : {};
    return { to: stored.to, search: { restaurant: stored.restaurant, name: stored.name, ...station } } as const;
  } catch {
    return null;
  }
}
