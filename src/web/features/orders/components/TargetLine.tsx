import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';

/**
 * An open order's time left against its prep-time target (counted from placement). Late is said with an icon and
 * the word, not by colour alone.
 */
export function TargetLine({ placed, targetMinutes, now }: { placed: string; targetMinutes: number; now: number }) {
  const due = new Date(placed).getTime() + targetMinutes * 60_000;
  // The screen's clock ticks once in a while: an order placed after its last tick has the whole target left.
  const left = Math.min(targetMinutes, Math.ceil((due - now) / 60_000));
  const late = left <= 0;
  return (
    <Group gap={6} wrap="nowrap" data-testid="target" data-late={late || undefined} c={late ? 'red' : undefined}>
      {late ? <IconAlertTriangle size={20} aria-hidden /> : <IconClockHour4 size={20} aria-hidden />}
      <Text size="md" fw={700} c="inherit">
        {late
          ? `late · ${-left} min over target (${targetMinutes} min)`
          : `${left} min left · target ${targetMinutes} min`}
      </Text>
    </Group>
  );
}
