/**
 * Setup of the web test project (jsdom): what Mantine needs from a browser that jsdom lacks,
 * and a clean DOM after every test.
 */
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// findBy…/waitFor give up after 1 s by default: too short for a debounce plus a render on a busy 2-core machine.
// What they wait for still has to happen; a real hang still fails.
configure({ asyncUtilTimeout: 5_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => {
  cleanup();
  // Notifications live in a module-level store: start each test without the last one's.
  cleanNotifications();
});

// Mantine takes its pause of transitions off 10 ms after a colour-scheme change (a kitchen screen gives the app's scheme
// back when it unmounts, in the last cleanup): its timer runs while the DOM still exists.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 20)));
