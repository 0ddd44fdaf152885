/** The line menu of the kitchen's card: cancel a line (how many and why asked first), queued offline. */
import { ActionIcon, Menu } from '@mantine/core';
import { IconBan, IconDotsVertical } from '@tabler/icons-react';
import type { Order } from '../../../../contract/orders/schemas';
import { OFFLINE_MESSAGE } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { queueLineCancel } from '../actions';

const dialogs = () => import('./dialogs').catch(() => (notifyError(OFFLINE_MESSAGE), null));

/** Asks how many and why, then queues the cancellation like every kitchen action. */
export async function runLineCancel(order: Order, index: number) {
  const line = order.lines[index];
  if (!line || line.qty === 0) return;
  const choice = await (await dialogs())?.askLineCancel(`Cancel a line of order ${order.refNo}`, line.name, line.qty);
  if (choice) await queueLineCancel(order, index, choice.qty, choice.reason);
}

/** The line's menu on the kitchen's card: "Cancel line…" (keyboard: Tab to it, Enter, arrows). */
export function LineMenu({ order, index }: { order: Order; index: number }) {
  const line = order.lines[index]!;
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="md" aria-label={`Options for ${line.qty}× ${line.name}`}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color="red" leftSection={<IconBan size={16} />} onClick={() => void runLineCancel(order, index)}>
          Cancel line…
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
