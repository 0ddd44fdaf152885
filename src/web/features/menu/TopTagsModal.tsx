/** 'Top Tags': the tags of this menu, by how many products carry them. */
import { Badge, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { ListState } from '../../components/ListState';
import { useQuery } from '@tanstack/react-query';
import { ALL, menuItemsQuery } from './api';

export function TopTagsModal({
  opened,
  onClose,
  restaurant,
}: {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
}) {
  const query = useQuery({ ...menuItemsQuery(restaurant, ALL, 1, 1000), enabled: opened });
  const counts = new Map<string, { label: string; n: number }>();
  for (const item of query.data?.data ?? [])
    for (const t of item.tags) {
      const key = t.label.toLowerCase();
      counts.set(key, { label: counts.get(key)?.label ?? t.label, n: (counts.get(key)?.n ?? 0) + 1 });
    }
  const top = [...counts.values()].sort((a, b) => b.n - a.n || a.label.localeCompare(b.label)).slice(0, 20);
  const max = top[0]?.n ?? 1;
  return (
    <Modal opened={opened} onClose={onClose} title="Top Tags" centered>
      <ListState loading={query.isPending} loadingLabel="Loading tags" empty={top.length === 0} emptyText="No data yet">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Products per tag on this menu.
          </Text>
          {top.map((t) => (
            <div key={t.label}>
              <Group justify="space-between" mb={2}>
                <Text size="sm">{t.label}</Text>
                <Badge variant="light">{t.n}</Badge>
              </Group>
              <Progress value={(100 * t.n) / max} size="sm" aria-label={`${t.label}: ${t.n} products`} />
            </div>
          ))}
        </Stack>
      </ListState>
    </Modal>
  );
}
