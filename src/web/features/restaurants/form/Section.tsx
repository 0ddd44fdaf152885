import { Divider, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of the restaurant form. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Divider
        label={
          <Text fw={600} size="sm">
            {title}
          </Text>
        }
        labelPosition="left"
      />
      {description && (
        <Text size="xs" c="dimmed" mt={-6}>
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );
}
