import { Badge, Group, Text, type BadgeProps } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { Tooltip } from './Tooltip';

/**
 * Rush mode's on-state, the same on the kitchen and the menu page: a red badge, and when the schedule says so, the
 * time the current rush ends (the restaurant's local time).
 */
export function RushModeBadge({
  label = 'Rush mode',
  until,
  size = 'lg',
}: {
  label?: string;
  until?: string | null;
  size?: BadgeProps['size'];
}) {
  return (
    <Group gap={6} wrap="nowrap" style={{ flex: 'none' }}>
      <Tooltip label="Customers are promised the usual preparation time plus the rush margin">
        <Badge size={size} variant="filled" color="red" leftSection={<IconFlame size={18} aria-hidden />}>
          {label}
        </Badge>
      </Tooltip>
      {until && (
        <Text size="sm" c="dimmed">
          until {until}
        </Text>
      )}
    </Group>
  );
}
