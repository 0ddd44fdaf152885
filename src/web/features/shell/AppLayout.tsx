import { Burger, Group, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useMatches, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { startQueueDriver } from '../../lib/offline/queue';
import { useSession } from '../../lib/session';
import classes from './AppLayout.module.css';
import { ProfileMenu } from './ProfileMenu';
import { SidebarLinks } from './Sidebar';

/** Under this width the sidebar starts collapsed (the spec's overview). */
const COLLAPSE_BELOW = 500;

/** The signed-in frame: top bar with profile menu, the role's sidebar, the page. */
export function AppLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const narrow = useMediaQuery(`(max-width: ${COLLAPSE_BELOW - 0.02}px)`, window.innerWidth < COLLAPSE_BELOW);
  // Wall-mounted screens (the kitchen dashboard) start with the sidebar closed, like narrow windows.
  const kiosk = useMatches({ select: (ms) => ms.some((m) => m.staticData?.kiosk) });
  const [opened, { toggle, close, open }] = useDisclosure(!narrow && !kiosk);

  // Collapse when the window becomes narrow or a kiosk screen opens; open when it becomes wide again.
  useEffect(() => (narrow || kiosk ? close() : open()), [narrow, kiosk, close, open]);
  // The offline action queue drains from any signed-in page (app start, online, retries).
  const token = session?.token ?? null;
  useEffect(() => startQueueDriver(token), [token]);
  // Signed out (logout in another tab, or the server said 401): back to the login page.
  useEffect(() => {
    if (!session) void navigate({ to: '/' });
  }, [session, navigate]);
  if (!session) return null;

  return (
    <>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              size="sm"
              aria-label={opened ? 'Collapse sidebar' : 'Expand sidebar'}
            />
            <Title order={4} visibleFrom="xs">
              Back-office
            </Title>
            {session.profile.RestaurantName && (
              <Text c="dimmed" size="sm" truncate maw={220}>
                {session.profile.RestaurantName}
              </Text>
            )}
          </Group>
          <ProfileMenu profile={session.profile} />
        </Group>
      </header>
      <nav className={classes.navbar} aria-label="Sidebar" data-collapsed={opened ? undefined : true}>
        <SidebarLinks profile={session.profile} onNavigate={() => narrow && close()} />
      </nav>
      <main className={classes.main} data-navbar-collapsed={opened ? undefined : true}>
        <Outlet />
      </main>
    </>
  );
}
