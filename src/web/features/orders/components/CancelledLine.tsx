/**
 * A cancelled line as every kitchen screen shows it: never removed, struck through in red with the word and the
 * reason ("~~3~~ 2× Burger" when part of it is left), and the line's menu that cancels it.
 */
import { ActionIcon, Group, Menu, Text } from '@mantine/core';
import { IconBan, IconDotsVertical } from '@tabler/icons-react';
import type { Order, OrderLine } from '../../../../contract/orders/schemas';
import { OFFLINE_MESSAGE } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { queueLineCancel } from '../actions';

type Cancellable = Pick<OrderLine, 'qty' | 'cancelledQty' | 'cancelled'>;

/** The whole line cancelled: nothing of it left to make. */
export const isCancelled = (l: Cancellable) => l.qty === 0 && !!l.cancelledQty;

/** Struck through and red (the word "Cancelled" beside it says it without colour). */
export const STRUCK = { textDecoration: 'line-through', color: 'var(--mantine-color-red-7)' } as const;

/** The line's quantity: what was ordered struck through before what is left, when part of it was cancelled. */
export function LineQty({ line }: { line: Cancellable }) {
  const cancelled = line.cancelledQty ?? 0;
  if (!cancelled || line.qty === 0) return <>{line.qty + cancelled}×</>;
  return (
    <>
      <span style={STRUCK} data-testid="ordered-qty">
        {line.qty + cancelled}
      </span>{' '}
      {line.qty}×
    </>
  );
}

/** "Cancelled: reason" (the whole line) or "1 cancelled: reason" (part of it), in red with an icon; nothing if none. */
export function CancelledNote({ line, size = 'md' }: { line: Cancellable; size?: 'sm' | 'md' }) {
  if (!line.cancelledQty) return null;
  const what = isCancelled(line) ? 'Cancelled' : `${line.cancelledQty} cancelled`;
  return (
    <Group gap={6} wrap="nowrap" c="red.7" data-testid="line-cancelled">
      <IconBan size={18} aria-hidden />
      <Text size={size} fw={700} c="inherit">
        {what}
        {line.cancelled?.reason ? `: ${line.cancelled.reason}` : ''}
      </Text>
    </Group>
  );
}

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
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Options for ${line.qty}× ${line.name}`}>
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
