/** The kitchen's view of its printers: a notice when an active printer stopped polling, and a reprint of the kitchen tickets on the order card. */
import { Alert, Button } from '@mantine/core';
import { IconPrinterOff, IconReload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { orderReprint } from '../../contract/restaurant-config/printers';
import { callApi } from '../lib/api-client';
import { notifyError, notifySuccess } from '../lib/notify';
import { printersQuery } from '../lib/queries/restaurant-config';
import { confirmAction } from './confirm';

/** 'Printer offline: Bar station' while an active printer has not polled for a minute (its tickets wait in the Print queue). */
export function PrinterOfflineNotice({ restaurant }: { restaurant: string }) {
  const printers = useQuery(printersQuery(restaurant));
  const offline = (printers.data ?? []).filter((p) => p.status === 'active' && !p.online && p.lastSeen);
  if (!offline.length) return null;
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconPrinterOff />}
      title={`Printer offline: ${offline.map((p) => p.name).join(', ')}`}
      role="alert"
    >
      Its tickets wait and print as soon as it is back online. Check its power, paper and network.
    </Alert>
  );
}

/** Reprint: sends the order's kitchen tickets to the printers again (labelled without 'Print', which names the invoice button). */
export function ReprintButton({
  orderId,
  refNo,
  size = 'lg',
}: {
  orderId: string;
  refNo: string;
  size?: 'md' | 'lg' | 'xl';
}) {
  const reprint = useMutation({ mutationFn: () => callApi(orderReprint, { body: { id: orderId } }) });
  const run = async () => {
    if (!(await confirmAction({ message: `Print the kitchen tickets of order ${refNo} again?` }))) return;
    try {
      notifySuccess((await reprint.mutateAsync()).Message);
    } catch (err) {
      notifyError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Button
      size={size}
      variant="default"
      leftSection={<IconReload />}
      loading={reprint.isPending}
      onClick={() => void run()}
    >
      Resend to kitchen
    </Button>
  );
}
