/**
 * The kitchen card's way to cancel a line: a small button on the line (a plain button, so the kitchen's bundle stays
 * without a popover library) that asks how many and why, then queues the cancellation like every kitchen action.
 */
import { ActionIcon } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { Order } from '../../../../contract/orders/schemas';
import { queueLineCancel } from '../actions';
import { loadDialogs } from './load-dialogs';

/** Asks how many and why, then queues the cancellation. */
export async function runLineCancel(order: Order, index: number) {
  const line = order.lines[index];
  if (!line || line.qty === 0) return;
  const choice = await (
    await loadDialogs()
  )?.askLineCancel(`Cancel a line of order ${order.refNo}`, line.name, line.qty);
  if (choice) await queueLineCancel(order, index, choice.qty, choice.reason);
}

export function LineCancelButton({ order, index }: { order: Order; index: number }) {
  const line = order.lines[index]!;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="md"
      aria-label={`Cancel line: ${line.qty}× ${line.name}`}
      title="Cancel line"
      onClick={() => void runLineCancel(order, index)}
    >
      <IconBan size={18} />
    </ActionIcon>
  );
}
