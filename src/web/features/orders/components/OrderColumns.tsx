/**
 * The body of a kitchen screen (the kitchen's, a station's, the expo's): its columns of order cards side by side on a
 * wide screen, one under the other on a narrow one, so every kitchen screen reads the same.
 */
import { Alert, Badge, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

const WIDE = '(min-width: 62em)';

/** The orders could not be loaded: said only before the first load, after which the connection banner tells it. */
export function OrdersLoadError({
  error,
  syncedAt,
  onRetry,
}: {
  error: Error | null;
  /** When the orders were last loaded (null: not yet). */
  syncedAt: number | null;
  onRetry: () => void;
}) {
  if (!error || syncedAt) return null;
  return (
    <Alert color="red" title="Could not load the orders">
      {error.message}{' '}
      <Button size="xs" variant="white" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** A spinner until the first load, then the columns: `wideColumns` is the grid's tracks on a wide screen. */
export function OrderColumns({
  loading,
  wideColumns,
  children,
}: {
  loading: boolean;
  wideColumns: string;
  children: ReactNode;
}) {
  // Read at once, so a column mounted after a station's notice does not first draw the wide grid on a narrow tablet.
  const wide = useMediaQuery(WIDE, window.matchMedia(WIDE).matches);
  if (loading) return <Loader aria-label="Loading orders" />;
  return (
    <Box
      style={{
        display: 'grid',
        gap: 'var(--mantine-spacing-md)',
        gridTemplateColumns: wide ? wideColumns : '1fr',
      }}
    >
      {children}
    </Box>
  );
}

/** A column of cards, named for screen readers, with its count and, when empty, a line saying so. */
export function OrderColumn({
  title,
  count,
  empty,
  extra,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  /** Beside the title, e.g. a button acting on the whole column. */
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap="sm" aria-label={title}>
      <Group justify="space-between" wrap="wrap" mih={50} gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Title order={3}>{title}</Title>
          <Badge size="xl" variant="light" style={{ flex: 'none' }}>
            {count}
          </Badge>
        </Group>
        {extra}
      </Group>
      {count === 0 ? (
        <Text c="dimmed" fz="lg">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}
