import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part loaded on demand, whose failed load (offline before the service worker has the
 * files) renders `fallback` instead of breaking the page.
 */
export function lazyOr<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType<P>,
) {
  return lazy(() =>
    load().then(
      (m) => ({ default: m.default }),
      () => ({ default: fallback }),
    ),
  );
}

export const Nothing = () => null;
