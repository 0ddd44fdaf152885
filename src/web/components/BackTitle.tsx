import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A page title with the back arrow the spec shows on the report and settlement pages. */
export function BackTitle({ title, children }: { title: string; children?: ReactNode }) {
  const router = useRouter();
  return (
    <Group justify="space-between" mb="md" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="subtle" size="lg" aria-label="Back" onClick={() => router.history.back()}>
          <IconArrowLeft />
        </ActionIcon>
        <Title order={2}>{title}</Title>
      </Group>
      {children}
    </Group>
  );
}
