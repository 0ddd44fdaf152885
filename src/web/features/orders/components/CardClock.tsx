/**
 * The parts of an order's card that change with the time, each reading the shared clock itself (lib/kitchen/clock.ts):
 * a tick re-renders these, not the cards around them.
 */
import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { calendarDay } from '../../../../contract/dates';
import { useNow } from '../../../lib/kitchen/clock';
import type { KitchenSettings } from '../../../lib/kitchen/settings';
import { dateTime, minutesSince, time } from '../../../lib/format';
import { AgeBadge } from './AgeBadge';
import { TargetLine } from './TargetLine';

/** The order's age badge. */
export function OrderAge({
  date,
  settings,
}: {
  date: string;
  settings: Pick<KitchenSettings, 'amberMinutes' | 'redMinutes'>;
}) {
  return <AgeBadge minutes={minutesSince(date, useNow())} settings={settings} />;
}

/** When the order was placed: the time, with the date when asked or when it is another day's. */
export function PlacedAt({ date, timeZone, dated }: { date: string; timeZone: string; dated: boolean }) {
  const now = useNow();
  const otherDay = calendarDay(date, timeZone) !== calendarDay(now, timeZone);
  return (
    <Text size="sm" fw={600} data-testid="order-date">
      {dated || otherDay ? dateTime(date, timeZone) : time(date, timeZone)}
    </Text>
  );
}

/** The time left against the order's prep-time target. */
export function OrderTarget({ placed, targetMinutes }: { placed: string; targetMinutes: number }) {
  return <TargetLine placed={placed} targetMinutes={targetMinutes} now={useNow()} />;
}

/** When an accepted order was promised ready; late once that has passed. */
export function PromisedBy({
  promised,
  prepMinutes,
  timeZone,
}: {
  promised: number;
  prepMinutes: number;
  timeZone: string;
}) {
  const late = useNow() > promised;
  return (
    <Group gap={6} wrap="nowrap" c={late ? 'red' : undefined} data-testid="promised">
      {late && <IconAlertTriangle size={18} aria-hidden />}
      <Text size="sm" fw={700} c="inherit">
        {late && 'Late: '}Promised ready by {time(new Date(promised).toISOString(), timeZone)} ({prepMinutes} min)
      </Text>
    </Group>
  );
}
