/**
 * The kitchen's banner when the watchdog printed orders nobody accepted in time: one line, however many, so the orders
 * stay in view. Shown while an order still waits for acceptance here.
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
    <Alert color="red" variant="filled" icon={<IconPrinter />} role="alert" py="xs">
      {watchdogLine(open)}
    </Alert>
  );
}

const SHOWN_REFS = 5;

/**
 * One line for every order waiting unaccepted after the watchdog printed it: how many, and their references (the
 * first SHOWN_REFS); one without a printer says so, since nothing printed.
 */
export function watchdogLine(open: Pick<WatchdogNotice, 'refNo' | 'printers'>[]) {
  const refs = open.slice(0, SHOWN_REFS).map((n) => (n.printers.length ? n.refNo : `${n.refNo} (no printer)`));
  const more = open.length > SHOWN_REFS ? ` and ${open.length - SHOWN_REFS} more` : '';
  const orders = open.length === 1 ? '1 order' : `${open.length} orders`;
  return `${orders} printed with no screen acknowledging: ${refs.join(', ')}${more}`;
}
