/** The ratings viewer (when SurveyEnabled): per rating the user, date, comments and the five scores; averages on top. */
import { Avatar, Group, Modal, Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Rating } from '../../../contract/menu/schemas';
import type { Column } from '../../components/PagedTable';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import { dateTime } from '../../lib/format';
import { ratingsQuery } from './api';

/** The survey's scores, with the spec's (Danish) names. */
const SCORES = [
  { key: 'MainRating', label: 'Main Rating' },
  { key: 'Food', label: 'Mad' },
  { key: 'Service', label: 'Service' },
  { key: 'WaitingTime', label: 'Ventetid' },
  { key: 'OrderingExperience', label: 'Bestillingsoplevelse' },
] as const;

const columns: Column<Rating>[] = [
  {
    key: 'user',
    header: 'User',
    role: 'primary',
    render: (r) => (
      <Group gap="xs" wrap="nowrap">
        <Avatar src={r.User.Avatar || null} name={r.User.Name} size="sm" color="initials" />
        <Text size="sm" fw={500}>
          {r.User.Name || 'Guest'}
        </Text>
      </Group>
    ),
  },
  {
    key: 'date',
    header: 'Date',
    render: (r) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {dateTime(r.Date)}
      </Text>
    ),
  },
  {
    key: 'comments',
    header: 'Comments',
    render: (r) => (
      <Text size="sm" lineClamp={3} maw={260}>
        {r.Comments || '—'}
      </Text>
    ),
  },
  ...SCORES.map((s) => ({
    key: s.key,
    header: s.label,
    align: 'center' as const,
    render: (r: Rating) => <Text size="sm">{r[s.key]}</Text>,
  })),
];

export function RatingsModal({
  opened,
  onClose,
  restaurant,
}: {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery({ ...ratingsQuery(restaurant, page), enabled: opened });
  const avg = query.data?.meta.averages;
  return (
    <Modal opened={opened} onClose={onClose} title="Ratings" size="80rem" centered>
      {avg && (query.data?.meta.total ?? 0) > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 5 }} mb="md" spacing="xs">
          {SCORES.map((s) => (
            <Paper key={s.key} withBorder p="xs" radius="md" ta="center">
              <Text size="xs" c="dimmed">
                {s.label}
              </Text>
              <Text fw={700} size="lg">
                {avg[s.key].toFixed(2)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <QueryPagedTable
        caption="Ratings"
        query={query}
        columns={columns}
        rowKey={(r) => r._id}
        onPage={setPage}
        empty="No data yet"
      />
    </Modal>
  );
}
