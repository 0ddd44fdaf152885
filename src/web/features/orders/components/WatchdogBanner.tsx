/**
 * The kitchen's banner when the watchdog printed an order nobody accepted in time: which order, where it printed, and
 * that no screen acknowledged it. Shown while the order still waits for acceptance here.
 */
import { Alert } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { WATCHDOG_EVENT, type WatchdogNotice } from '../../../../contract/screens/watchdog';
import { onLiveEvent } from '../realtime';

export function WatchdogBanner({ restaurant, pendingIds }: { restaurant: string; pendingIds: Set<string> }) {
  const [notices, setNotices] = useState<WatchdogNotice[]>([]);
  useEffect(
    () =>
      onLiveEvent((name, payload) => {
        const n = payload as WatchdogNotice;
        if (name === WATCHDOG_EVENT && n.restaurant === restaurant)
          setNotices((list) => [...list.filter((x) => x.orderId !== n.orderId), n]);
      }),
    [restaurant],
  );
  const open = notices.filter((n) => pendingIds.has(n.orderId));
  if (!open.length) return null;
  return (
    <Alert color="red" variant="filled" icon={<IconPrinter />} title="No screen acknowledged" role="alert">
      {open.map((n) => (
        <div key={n.orderId}>
          Order {n.refNo} waited {n.waited} s without being accepted:{' '}
          {n.printers.length ? `printed on ${n.printers.join(', ')}.` : 'it has no printer to print on.'} Accept it here
          when it is being made.
        </div>
      ))}
    </Alert>
  );
}
