import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { dismissNeedsNetwork, needsNetworkMessage, useNeedsNetwork } from '../lib/needs-network';

/**
 * Says in words when a part of the screen (a dialog, a drawer) could not be loaded offline. Rendered once in main.tsx,
 * with nothing loaded on demand, so it shows when nothing else can.
 */
export function NeedsNetworkNotice() {
  const shown = useNeedsNetwork();
  if (!shown) return null;
  return (
    <Paper
      key={shown.at}
      role="alert"
      withBorder
      shadow="md"
      p="md"
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        marginInline: 'auto',
        maxWidth: 480,
        zIndex: 400,
        borderColor: 'var(--mantine-color-red-7)',
      }}
      data-testid="needs-network"
    >
      <Group wrap="nowrap" align="flex-start">
        <Text size="md" style={{ flex: 1 }}>
          {needsNetworkMessage(shown.what)}
        </Text>
        <CloseButton size="lg" aria-label="Close" onClick={dismissNeedsNetwork} />
      </Group>
    </Paper>
  );
}
