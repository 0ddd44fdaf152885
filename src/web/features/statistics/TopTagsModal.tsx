import { Alert, Group, Modal, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { BarsList } from '@mantine/charts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { topTagsQuery } from './api';
import { RestaurantSelect } from './RestaurantSelect';

interface TopTagsModalProps {
  opened: boolean;
  onClose: () => void;
}

const orders = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'order' : 'orders'}`;

/** 'Top Tags': for each menu tag, how many orders had an item with it; all restaurants or one. */
export function TopTagsModal({ opened, onClose }: TopTagsModalProps) {
  const [restaurant, setRestaurant] = useState<string | undefined>();
  const query = useQuery({ ...topTagsQuery(restaurant), enabled: opened });
  const tags = Object.entries(query.data ?? {})
    .map(([name, value]) => ({ name, value }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Top Tags"
      size="lg"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
      data-offset-scrollbars
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <RestaurantSelect value={restaurant} onChange={setRestaurant} />
          {query.data && (
            <Text size="sm" c="dimmed">
              {tags.length === 1 ? '1 tag' : `${tags.length} tags`}
            </Text>
          )}
        </Group>
        {query.error && !query.data ? (
          <Alert color="red" title="Could not load the tags">
            {query.error.message}
          </Alert>
        ) : !query.data ? (
          <Stack gap={8}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h={32} />
            ))}
          </Stack>
        ) : tags.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No results found
          </Text>
        ) : (
          <BarsList
            data={tags}
            barsLabel="Tag"
            valueLabel="Orders"
            valueFormatter={orders}
            barColor="orange.2"
            barTextColor="dark.8"
            barHeight={32}
            opacity={query.isFetching ? 0.5 : 1}
            aria-busy={query.isFetching}
            aria-label="Orders per tag"
          />
        )}
      </Stack>
    </Modal>
  );
}
