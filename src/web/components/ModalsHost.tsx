import { Suspense, useSyncExternalStore } from 'react';
import { lazyOr, Nothing } from '../lib/lazy';
import { modalsWanted, subscribeModalsWanted } from '../lib/modals';

const Provider = lazyOr(() => import('./ModalsProvider'), Nothing);

/** Mantine's dialog host, loaded when the first dialog is asked for (see lib/modals). */
export function ModalsHost() {
  const wanted = useSyncExternalStore(subscribeModalsWanted, modalsWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Provider />
    </Suspense>
  ) : null;
}
