import { Alert, Button, Center, Loader, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PageMeta } from '../../contract/common';
import { Pager } from './Pager';

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

interface PagedTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  meta?: PageMeta;
  onPage: (page: number) => void;
  loading?: boolean;
  /** A failed load: shown with a retry button. */
  error?: Error | null;
  onRetry?: () => void;
  empty: ReactNode;
  onRowClick?: (row: T) => void;
  caption?: string;
}

/** The list of every admin screen: a table, its empty and error states, and the spec's pager. */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { columns, rows, rowKey, meta, onPage, loading, error, onRetry, empty, onRowClick, caption } = props;
  if (error && !rows) {
    return (
      <Alert color="red" title="Could not load the list">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error.message}</Text>
          {onRetry && (
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (!rows) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" pos="relative" style={{ opacity: loading ? 0.6 : 1 }}>
        <ScrollArea type="auto">
          <Table striped highlightOnHover={!!onRowClick} verticalSpacing="sm" miw={560} aria-label={caption}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.key} w={c.width} ta={c.align}>
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text ta="center" c="dimmed" py="lg">
                      {empty}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row) => (
                  <Table.Tr key={rowKey(row)} onClick={onRowClick ? () => onRowClick(row) : undefined} style={onRowClick ? { cursor: 'pointer' } : undefined}>
                    {columns.map((c) => (
                      <Table.Td key={c.key} ta={c.align}>
                        {c.render(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      {meta && <Pager meta={meta} onPage={onPage} disabled={loading} />}
    </Stack>
  );
}
