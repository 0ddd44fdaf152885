import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { lazyPart } from '../lib/lazy';
import { modalsUnavailable, modalsWanted, subscribeModalsWanted } from '../lib/modals';
import { PartLoading } from './PartLoading';

function Unavailable() {
  useEffect(() => modalsUnavailable(), []);
  return null;
}

const Provider = lazyPart(() => import('./ModalsProvider'), 'the dialog', Unavailable);

/** Mantine's dialog host, loaded when the first dialog is asked for (see lib/modals). */
export function ModalsHost() {
  const wanted = useSyncExternalStore(subscribeModalsWanted, modalsWanted);
  return wanted ? (
    <Suspense fallback={<PartLoading />}>
      <Provider />
    </Suspense>
  ) : null;
}
