import { Alert, Button, Center, Group, Loader, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo, type CSSProperties, type MouseEvent, type ReactNode, type RefObject } from 'react';
import type { PageMeta } from '../../contract/common';
import { Pager } from './Pager';
import { useWindowRows, VIRTUAL_FROM } from './virtual-rows';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** On phones, a column marked `primary` is the card's title and `actions` its footer. */
  role?: 'primary' | 'actions';
  render: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

interface PagedTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  /** Paging: without meta (a short unpaged list) there is no pager. */
  meta?: PageMeta;
  onPage?: (page: number) => void;
  loading?: boolean;
  /** A failed load: shown with a retry button. */
  error?: Error | null;
  onRetry?: () => void;
  empty: ReactNode;
  onRowClick?: (row: T) => void;
  caption?: string;
  /** A style per row (e.g. disabled tables red, inactive printers shaded). */
  rowStyle?: (row: T) => CSSProperties | undefined;
}

/** Interactive elements inside a clickable row: a click on them (or on their label) is theirs, not the row's. */
const INTERACTIVE =
  'button, a, input, select, textarea, label, [role="switch"], [role="checkbox"], [role="button"], [role="menuitem"], [data-row-click="ignore"]';

/**
 * A row opens only on a click on the row itself. Switches, buttons and links inside it stop
 * there, and so do clicks in a window opened from the row (React passes portal events through the row).
 */
function rowClickHandler<T>(row: T, onRowClick: ((row: T) => void) | undefined) {
  if (!onRowClick) return undefined;
  return (e: MouseEvent<HTMLElement>) => {
    const target = e.target as Element;
    if (!(target instanceof Element) || !e.currentTarget.contains(target)) return;
    const inner = target.closest(INTERACTIVE);
    if (inner && inner !== e.currentTarget && e.currentTarget.contains(inner)) return;
    onRowClick(row);
  };
}

/** The list of every admin screen: a table, its empty and error states, and the spec's pager. */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const {
    columns,
    rows,
    rowKey,
    meta,
    onPage = () => undefined,
    loading,
    error,
    onRetry,
    empty,
    onRowClick,
    caption,
    rowStyle,
  } = props;
  const phone = useMediaQuery('(max-width: 47.99em)');
  // A long unpaged list (the menu's 'All') renders only the rows near the screen.
  const count = rows?.length ?? 0;
  const virtual = count >= VIRTUAL_FROM;
  const win = useWindowRows(virtual ? count : 0, phone ? 160 : 96);
  const shown =
    rows && virtual ? win.indexes.map((i) => [i, rows[i]!] as const) : rows?.map((row, i) => [i, row] as const);
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
  if (phone) {
    return (
      <Stack
        gap="sm"
        aria-label={caption}
        role="list"
        ref={virtual ? (win.ref as RefObject<HTMLDivElement>) : undefined}
      >
        {rows.length === 0 ? (
          <Text ta="center" c="dimmed" py="lg">
            {empty}
          </Text>
        ) : (
          <>
            {virtual && win.before > 0 && <div aria-hidden style={{ height: win.before }} />}
            {shown!.map(([i, row]) => (
              <RowCard
                key={rowKey(row)}
                row={row}
                columns={columns}
                onClick={onRowClick}
                style={rowStyle?.(row)}
                {...(virtual ? { 'data-index': i, ref: win.measure } : {})}
              />
            ))}
            {virtual && win.after > 0 && <div aria-hidden style={{ height: win.after }} />}
          </>
        )}
        {meta && <Pager meta={meta} onPage={onPage} disabled={loading} />}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" pos="relative" style={{ opacity: loading ? 0.6 : 1 }}>
        <ScrollArea type="auto">
          <Table
            striped
            highlightOnHover={!!onRowClick}
            verticalSpacing="sm"
            miw={560}
            aria-label={caption}
            aria-rowcount={virtual ? count + 1 : undefined}
          >
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.key} w={c.width} ta={c.align}>
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody ref={virtual ? (win.ref as RefObject<HTMLTableSectionElement>) : undefined}>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text ta="center" c="dimmed" py="lg">
                      {empty}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                <>
                  {virtual && spacersBefore(win.before, win.indexes[0] ?? 0)}
                  {shown!.map(([i, row]) => (
                    <TableRow
                      key={rowKey(row)}
                      row={row}
                      index={virtual ? i : undefined}
                      columns={columns}
                      onRowClick={onRowClick}
                      rowStyle={rowStyle}
                      measure={virtual ? win.measure : undefined}
                    />
                  ))}
                  {virtual && win.after > 0 && <tr aria-hidden style={{ height: win.after }} />}
                </>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      {meta && <Pager meta={meta} onPage={onPage} disabled={loading} />}
    </Stack>
  );
}

interface TableRowProps<T> {
  row: T;
  /** Its place in a long list that renders only the rows near the screen (measured, and told to assistive tech). */
  index?: number;
  columns: Column<T>[];
  onRowClick?: (row: T) => void;
  rowStyle?: (row: T) => CSSProperties | undefined;
  measure?: (el: Element | null) => void;
}

/** One row; memoized, so scrolling a long list renders only the rows that come into view. */
const TableRow = memo(function TableRow<T>({ row, index, columns, onRowClick, rowStyle, measure }: TableRowProps<T>) {
  return (
    <Table.Tr
      onClick={rowClickHandler(row, onRowClick)}
      style={{ ...(onRowClick ? { cursor: 'pointer' } : {}), ...rowStyle?.(row) }}
      aria-rowindex={index === undefined ? undefined : index + 2}
      data-index={index}
      ref={measure}
    >
      {columns.map((c) => (
        <Table.Td key={c.key} ta={c.align}>
          {c.render(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}) as <T>(props: TableRowProps<T>) => ReactNode;

/**
 * The space of the rows above those shown. Striping counts rows (odd/even), so the row of index i is always preceded
 * by an even or odd number of rows as i is: one spacer, or two (the second empty) when i is even.
 */
function spacersBefore(height: number, first: number) {
  if (height <= 0) return null;
  const spacer = <tr key="before" aria-hidden style={{ height }} />;
  return first % 2 === 1 ? spacer : [spacer, <tr key="parity" aria-hidden style={{ height: 0 }} />];
}

/** One row as a card on phones: title, label/value lines, actions at the bottom. */
function RowCard<T>({
  row,
  columns,
  onClick,
  style,
  ...measured
}: {
  row: T;
  columns: Column<T>[];
  onClick?: (row: T) => void;
  style?: CSSProperties;
  'data-index'?: number;
  ref?: (el: Element | null) => void;
}) {
  const primary = columns.find((c) => c.role === 'primary');
  const actions = columns.find((c) => c.role === 'actions');
  const rest = columns.filter((c) => c !== primary && c !== actions);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="listitem"
      onClick={rowClickHandler(row, onClick)}
      style={{ ...(onClick ? { cursor: 'pointer' } : {}), ...style }}
      {...measured}
    >
      <Stack gap={6}>
        {primary && <Text fw={600}>{primary.render(row)}</Text>}
        {rest.map((c) => (
          <Group key={c.key} gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed" miw={96}>
              {c.header}
            </Text>
            <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
              {c.render(row)}
            </Text>
          </Group>
        ))}
        {actions && <Group justify="flex-end">{actions.render(row)}</Group>}
      </Stack>
    </Paper>
  );
}
