import { useEffect, useState } from 'react';
import { Box, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { offlineWorkerFailed, watchOfflineReadiness } from '../lib/offline-ready';

/** How often an open app asks the server whether a new version was deployed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** The "ready to work offline" note closes by itself after this long (like other notifications). */
const OFFLINE_READY_VISIBLE_MS = 4000;

/**
 * Registers the service worker and offers a new version with "Reload to update".
 * A new version is never activated without the user's click, so a busy kitchen screen is not swapped.
 * Without service worker support (old browsers, jsdom, `vite` dev) it renders nothing.
 */
export function UpdatePrompt() {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration>();
  const [updating, setUpdating] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_swUrl, reg) {
      setRegistration(reg);
      // Once the worker controls the page, the files loaded before it are cached through it.
      watchOfflineReadiness();
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
      offlineWorkerFailed();
    },
  });

  // Look for a new version now and then; the browser only does so on navigation.
  useEffect(() => {
    if (!registration) return;
    const timer = window.setInterval(() => {
      if (!navigator.onLine || registration.installing) return;
      registration.update().catch(() => {
        // Server unreachable: try again at the next interval.
      });
    }, UPDATE_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [registration]);

  useEffect(() => {
    if (!offlineReady) return;
    const timer = window.setTimeout(() => setOfflineReady(false), OFFLINE_READY_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [offlineReady, setOfflineReady]);

  if (!needRefresh && !offlineReady) return null;

  const reload = () => {
    setUpdating(true);
    // The waiting service worker takes over, then the page reloads itself (on 'controlling').
    updateServiceWorker(true).catch((error: unknown) => {
      console.error('Service worker update failed', error);
      setUpdating(false);
    });
  };

  // Plain Mantine parts the kitchen already loads (no Affix or Notification): this prompt loads after the first render.
  return (
    <Box pos="fixed" bottom="var(--mantine-spacing-md)" right="var(--mantine-spacing-md)" style={{ zIndex: 1000 }}>
      <Stack gap="sm" maw="min(26rem, calc(100vw - 2rem))">
        {needRefresh && (
          <Paper withBorder shadow="md" p="md" role="alert">
            <Text size="md" mb="sm">
              A new version is available.
            </Text>
            <Group gap="sm" justify="flex-end">
              <Button variant="default" onClick={() => setNeedRefresh(false)} disabled={updating}>
                Later
              </Button>
              <Button onClick={reload} loading={updating}>
                Reload to update
              </Button>
            </Group>
          </Paper>
        )}
        {offlineReady && (
          <Paper
            withBorder
            shadow="md"
            p="md"
            role="status"
            style={{ borderLeft: '4px solid var(--mantine-color-teal-6)' }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">Ready to work offline</Text>
              <CloseButton aria-label="Close" onClick={() => setOfflineReady(false)} />
            </Group>
          </Paper>
        )}
      </Stack>
    </Box>
  );
}
