/**
 * A cancelled line as every kitchen screen and the order detail show it: never removed, struck through in red with the
 * word and the reason ("~~3~~ 2× Burger" when part of it is left).
 */
import { Group, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { OrderLine } from '../../contract/orders/schemas';
import classes from './CancelledLine.module.css';

type Cancellable = Pick<OrderLine, 'qty' | 'cancelledQty' | 'cancelled'>;

/** The whole line cancelled: nothing of it left to make. */
export const isCancelled = (l: Cancellable) => l.qty === 0 && !!l.cancelledQty;

/** The class of a line cancelled in full: struck through and red (the word "Cancelled" beside it says it without colour). */
export const STRUCK = `${classes.cancelled} ${classes.struck}`;

/** The line's quantity: what was ordered struck through before what is left, when part of it was cancelled. */
export function LineQty({ line }: { line: Cancellable }) {
  const cancelled = line.cancelledQty ?? 0;
  if (!cancelled || line.qty === 0) return <>{line.qty + cancelled}×</>;
  return (
    <>
      <span className={STRUCK} data-testid="ordered-qty">
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
    <Group gap={6} wrap="nowrap" className={classes.cancelled} data-testid="line-cancelled">
      <IconBan size={18} aria-hidden />
      <Text size={size} fw={700} c="inherit">
        {what}
        {line.cancelled?.reason ? `: ${line.cancelled.reason}` : ''}
      </Text>
    </Group>
  );
}
