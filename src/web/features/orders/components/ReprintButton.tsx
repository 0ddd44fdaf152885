import { Button } from '@mantine/core';
import { IconReload } from '@tabler/icons-react';
import type { Order } from '../../../../contract/orders/schemas';
import { confirmAction } from '../../../components/confirm';
import { queueReprint } from '../actions';

/**
 * Reprint: sends the order's kitchen tickets to the printers again, through the offline queue like every kitchen action
 * (labelled without 'Print', which names the invoice button).
 */
export function ReprintButton({ order, size = 'lg' }: { order: Order; size?: 'md' | 'lg' | 'xl' }) {
  const run = async () => {
    if (await confirmAction({ message: `Print the kitchen tickets of order ${order.refNo} again?` }))
      await queueReprint(order);
  };
  return (
    <Button size={size} variant="default" leftSection={<IconReload />} onClick={() => void run()}>
      Resend to kitchen
    </Button>
  );
}
