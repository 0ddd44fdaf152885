import { Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReportStatus } from '../../../contract/reports/routes';
import type { CategoryTable } from '../../../contract/reports/schemas';
import { isValidDateRange } from '../../components/DateRangeFilter';
import { perCategoryQuery } from './api';
import { BackTitle } from '../../components/BackTitle';
import { exportPerCategory } from './export';
import { formatAmount, statusLabel } from './format';
import { ReportFilters } from './ReportFilters';
import type { ReportSearch } from './RestaurantReportPage';
import { useExport } from './useExport';

function CategoryTableView({ table }: { table: CategoryTable }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={4} mb="xs">
        {table.category}
      </Title>
      <Table striped withTableBorder aria-label={`Category ${table.category}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Menu</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">Sales</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((r) => (
            <Table.Tr key={`${r.kind}-${r.name}-${r.price}`}>
              <Table.Td>{r.kind === 'item' ? r.name : <Text span c="dimmed" size="sm">{`+ ${r.name}`}</Text>}</Table.Td>
              <Table.Td ta="right">{r.qty}</Table.Td>
              <Table.Td ta="right">{formatAmount(r.price)}</Table.Td>
              <Table.Td ta="right">{formatAmount(r.sales)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td>Total</Table.Td>
            <Table.Td ta="right">{table.qty}</Table.Td>
            <Table.Td />
            <Table.Td ta="right">{formatAmount(table.total)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The fee block's rows, in the answer's order (shown with '...' while loading). */
const FEE_NAMES = ['SMS', 'Transaction fee', 'Card fee', 'MobilePay'] as const;

/** The spec's 'Export Excel', and the same answer as PDF and CSV. */
const EXPORTS = [
  { kind: 'pdf', label: 'Export PDF', icon: <IconFileTypePdf size={18} /> },
  { kind: 'excel', label: 'Export Excel', icon: <IconFileSpreadsheet size={18} /> },
  { kind: 'csv', label: 'Export CSV', icon: <IconFileTypeCsv size={18} /> },
] as const;

function Line({ label, value, bold }: { label: string; value: string; bold?: boolean }) {
  return (
    <Group justify="space-between" gap="xl">
      <Text fw={bold ? 700 : 500}>{label}</Text>
      <Text fw={bold ? 700 : 500} data-testid={`fee-${label}`}>
        {value}
      </Text>
    </Group>
  );
}

export function PerCategoryPage({
  search,
  onChange,
}: {
  search: ReportSearch;
  onChange: (next: Partial<ReportSearch>) => void;
}) {
  const filter = { restaurant: search.restaurant, statuses: search.statuses, from: search.from, to: search.to };
  const valid = search.statuses.length > 0 && isValidDateRange(filter);
  const query = useQuery(perCategoryQuery(filter, valid));
  const loading = query.isFetching;
  const data = loading ? undefined : query.data;
  const exporter = useExport();
  const dots = (v: number | undefined) => (data && v !== undefined ? formatAmount(v) : '...');

  return (
    <Stack gap="md">
      <BackTitle title={`Per Category Report for ${search.name}`}>
        {!loading && data && (
          <Group gap="xs">
            {EXPORTS.map(({ kind, label, icon }) => (
              <Button
                key={kind}
                variant={kind === 'excel' ? 'filled' : 'light'}
                leftSection={icon}
                loading={exporter.busy === kind}
                disabled={!!exporter.busy && exporter.busy !== kind}
                // The file is built from the answer on screen: the same figures, never a second computation.
                onClick={() =>
                  exporter.run(kind, () =>
                    exportPerCategory(kind, {
                      name: search.name,
                      from: search.from,
                      to: search.to,
                      statuses: search.statuses,
                      answer: data,
                    }),
                  )
                }
              >
                {label}
              </Button>
            ))}
          </Group>
        )}
      </BackTitle>
      <ReportFilters
        statuses={search.statuses}
        range={{ from: search.from, to: search.to }}
        disabled={loading}
        onChange={({ statuses, range }: { statuses: ReportStatus[]; range: { from: string; to: string } }) =>
          onChange({ statuses, from: range.from, to: range.to })
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap={6}>
            {search.statuses.map((s) => (
              <Line
                key={s}
                label={statusLabel(s)}
                value={data ? `${formatAmount(data.ordermeta[s])} (${data.ordermeta[`${s}count`]})` : '...'}
              />
            ))}
            <Line label="Total Sales" value={dots(data?.totalSales)} bold />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap={6}>
            {FEE_NAMES.map((name) => (
              <Line key={name} label={name} value={dots(data?.feeRows.find((f) => f.name === name)?.sales)} />
            ))}
            <Line label="Total" value={dots(data?.net)} bold />
          </Stack>
        </Paper>
      </SimpleGrid>
      {loading ? (
        <Group gap="sm" justify="center" py="xl">
          <Loader size="sm" />
          <Text>Please wait generating reports...</Text>
        </Group>
      ) : data && data.categories.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No data yet
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {data?.categories.map((c) => (
            <CategoryTableView key={c.category} table={c} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
