import { Card, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DateRangeFilter, isValidDateRange } from '../../components/DateRangeFilter';
import { tableStatsQuery } from './api';
import { BackTitle } from '../../components/BackTitle';

interface StatsSearch {
  restaurant: string;
  name: string;
  from: string;
  to: string;
}

/** Table-number statistics: a date range and a card per table number with its order count. */
export function TableNumberPage({
  search,
  onChange,
}: {
  search: StatsSearch;
  onChange: (next: Partial<StatsSearch>) => void;
}) {
  const valid = isValidDateRange(search);
  const query = useQuery(tableStatsQuery(search.restaurant, search.from, search.to, valid));
  const rows = query.data?.data;
  return (
    <Stack gap="md">
      <BackTitle title={`Table Number Statistics for ${search.name}`} />
      <DateRangeFilter from={search.from} to={search.to} onChange={(r) => onChange(r)} />
      {!rows ? (
        <Center py="xl">{query.isFetching ? <Loader /> : null}</Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No data yet
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="sm">
          {rows.map((r) => (
            <Card key={r.tablenumber} withBorder radius="md" padding="md" aria-label={`Table ${r.tablenumber}`}>
              <Text size="sm" c="dimmed" fw={600}>
                Table {r.tablenumber}
              </Text>
              <Text size="xl" fw={700}>
                {r.count}
              </Text>
              <Text size="xs" c="dimmed">
                {r.count === 1 ? 'order' : 'orders'}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
