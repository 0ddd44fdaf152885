import { Alert, Box, Center, LoadingOverlay, Paper, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What both statistics charts share: size, horizontal grid lines only, room above for the numbers. */
export const CHART_LOOK = { h: 340, gridAxis: 'x', tickLine: 'none', tooltipAnimationDuration: 150 } as const;
export const CHART_MARGIN = { top: 18, left: 10, right: 12 };

interface ChartFrameProps {
  /** Nothing to show yet: a placeholder of the chart's size (or the error, when loading failed). */
  loading: boolean;
  error?: Error | null;
  /** A newer answer is on its way: the current chart stays, dimmed. */
  fetching: boolean;
  /** Said over the chart when there is nothing to see (e.g. no sales). */
  empty?: string;
  label: string;
  height?: number;
  children: ReactNode;
}

/** The box every statistics chart sits in: placeholder, loading veil, empty note, and the error when there is nothing to show. */
export function ChartFrame({
  loading,
  error,
  fetching,
  empty,
  label,
  height = CHART_LOOK.h,
  children,
}: ChartFrameProps) {
  if (loading && error)
    return (
      <Alert color="red" title="Could not load the sales">
        {error.message}
      </Alert>
    );
  if (loading) return <Skeleton h={height} radius="md" role="status" aria-label={`${label} is loading`} />;
  return (
    <Box pos="relative" role="figure" aria-label={label} aria-busy={fetching}>
      <LoadingOverlay
        visible={fetching}
        zIndex={2}
        overlayProps={{ blur: 1, backgroundOpacity: 0.4 }}
        loaderProps={{ size: 'sm' }}
      />
      {children}
      {empty && (
        <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
          <Paper withBorder shadow="xs" px="md" py="xs" radius="md">
            <Text c="dimmed">{empty}</Text>
          </Paper>
        </Center>
      )}
    </Box>
  );
}
