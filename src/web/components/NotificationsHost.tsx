import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { lazyOr, Nothing } from '../lib/lazy';

const Notifications = lazyOr(() => import('./NotificationsContainer'), Nothing);

/**
 * Mantine's notifications, with their container (transitions, portal, ≈ 7 KB gzip) loaded when the first one is shown
 * (so that no screen's first load, the kitchen's included, carries it). `notifications.show` only adds to Mantine's store; the container shows what is there.
 */
export function NotificationsHost(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
