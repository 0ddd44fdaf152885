import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconHourglassHigh } from '@tabler/icons-react';
import { ageUrgency, type AgeUrgency, type KitchenSettings } from '../../../lib/kitchen/settings';

// Urgency is never told by colour alone: each level has its own icon and word too.
const LEVELS: Record<AgeUrgency, { color: string; word: string; Icon: typeof IconClock }> = {
  ontime: { color: 'green', word: 'On time', Icon: IconClock },
  soon: { color: 'yellow', word: 'Soon late', Icon: IconHourglassHigh },
  late: { color: 'red', word: 'Late', Icon: IconAlertTriangle },
};

/** An open order's age, coloured, with an icon and a word, as it crosses this device's amber and red thresholds. */
export function AgeBadge({
  minutes,
  settings,
}: {
  minutes: number;
  settings: Pick<KitchenSettings, 'amberMinutes' | 'redMinutes'>;
}) {
  const level = ageUrgency(minutes, settings);
  const { color, word, Icon } = LEVELS[level];
  return (
    <Badge
      size="xl"
      color={color}
      variant="filled"
      leftSection={<Icon size={20} aria-hidden />}
      aria-label={`${minutes} minutes old, ${word.toLowerCase()}`}
      data-urgency={level}
      // Never shortened with an ellipsis: the word is the point; the card's header wraps instead.
      style={{ flex: 'none' }}
    >
      {minutes} min · {word}
    </Badge>
  );
}
