import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyOr, Nothing } from '../lib/lazy';
import type { RouterContext } from '../router-context';

/** The update prompt (workbox-window) loads after the first render: it is never needed to show a screen. */
const UpdatePrompt = lazyOr<object>(
  () => import('../components/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })),
  Nothing,
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </>
  ),
});
