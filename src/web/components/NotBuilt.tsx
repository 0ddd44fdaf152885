import { Card, Stack, Text, Title } from '@mantine/core';

/** Shown on routes whose screens are not built yet: says so plainly instead of faking a screen. */
export function NotBuilt({ path }: { path: string }) {
  return (
    <Card withBorder radius="md" p="xl" maw={640}>
      <Stack gap="xs">
        <Title order={3}>Not built yet</Title>
        <Text c="dimmed">
          The screen at <code>{path}</code> is part of the specification but has not been built in this version.
        </Text>
      </Stack>
    </Card>
  );
}
