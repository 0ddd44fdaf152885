import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import { reportNeedsNetwork } from './needs-network';

/**
 * React.lazy for a part loaded on demand (a dialog, a drawer). When it cannot be loaded (offline, and this device
 * does not have it saved), `fallback` renders in its place and the screen says so in words (lib/needs-network: "This
 * needs the network: {what} …"), again each time a part with an `opened` prop (a drawer) is opened; a new mount of the
 * part loads it again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  what: string,
  fallback: ComponentType<P> = Nothing,
) {
  let failed = false;
  function Failed(props: P) {
    const opened = (props as { opened?: boolean }).opened;
    useEffect(() => {
      if (opened !== false) reportNeedsNetwork(what);
    }, [opened]);
    return createElement(fallback, props);
  }
  const attempt = () =>
    lazy<ComponentType<P>>(() =>
      load().then(
        (m) => ({ default: m.default }),
        () => {
          failed = true;
          return { default: Failed };
        },
      ),
    );
  let current = attempt();
  return function LazyPart(props: P) {
    // A new mount after a failure tries again; re-renders of one mount keep what it has.
    const [Part] = useState(() => {
      if (failed) {
        failed = false;
        current = attempt();
      }
      return current;
    });
    return createElement(Part as ComponentType<P>, props);
  };
}

/**
 * React.lazy for an optional part (a tooltip, the update prompt) whose failed load renders `fallback` and says
 * nothing: the screen works without it.
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
