/** Renders a web component the way main.tsx does: Mantine, modals, notifications and a fresh query client. */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ConfirmHost } from '../../src/web/components/confirm';
import ModalsProvider from '../../src/web/components/ModalsProvider';

export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    // env="test": no transitions and no portals, as Mantine recommends for tests.
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <ConfirmHost />
          {ui}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
