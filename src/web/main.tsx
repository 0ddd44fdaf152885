import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfirmHost } from './components/confirm';
import { ModalsHost } from './components/ModalsHost';
import { NeedsNetworkNotice } from './components/NeedsNetworkNotice';
import { NotificationsHost } from './components/NotificationsHost';
import { NOTIFY_MS } from './lib/notify';
import { PERSIST_MAX_AGE, persister, shouldPersist } from './lib/persist';
import { createQueryClient } from './lib/query-client';
import './router-static-data';
import { routeTree } from './routeTree.gen';
import { cssVariablesResolver, theme } from './theme';

const queryClient = createQueryClient();
const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={{
          persister,
          maxAge: PERSIST_MAX_AGE,
          buster: __APP_VERSION__,
          dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
        }}
      >
        {/* Dialogs and notifications load their hosts when the first one opens (not in the first load). */}
        <ModalsHost />
        <ConfirmHost />
        <NotificationsHost autoClose={NOTIFY_MS} position="top-right" />
        <NeedsNetworkNotice />
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
