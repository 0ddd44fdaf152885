/**
 * What could not be loaded because the device is offline and does not have it saved: said on the screen in words
 * (components/NeedsNetworkNotice), so a tap never does nothing.
 */
import { useSyncExternalStore } from 'react';

let shown: { what: string; at: number } | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** `what` could not be loaded: e.g. "the decline dialog". */
export function reportNeedsNetwork(what: string) {
  shown = { what, at: Date.now() };
  changed();
}

export function dismissNeedsNetwork() {
  shown = null;
  changed();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The last part that could not be loaded, until dismissed. */
export const useNeedsNetwork = () =>
  useSyncExternalStore(
    subscribe,
    () => shown,
    () => shown,
  );

/** The same text wherever a part could not be loaded. */
export const needsNetworkMessage = (what: string) =>
  `This needs the network: ${what} could not be loaded on this device. Try again when the connection is back.`;
