import { Badge, Button, Stack, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PrintQueueItem } from '../../../contract/print-queue/schemas';
import type { Column } from '../../components/PagedTable';
import { PageTitle } from '../../components/PageTitle';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import { dateTime } from '../../lib/format';
import { printQueueQuery } from './api';

/** The receipt's lines as the printer would print them. */
function Lines({ item }: { item: PrintQueueItem }) {
  return (
    <Stack gap={4}>
      {item.order.lines.map((l, i) => (
        <div key={i}>
          <Text size="sm" fw={600}>
            {l.qty} × {l.name}
          </Text>
          {l.attributes.map((a) => (
            <Text key={a.description} size="xs" c="dimmed" pl="sm">
              {a.description}: {a.subAttrs.join(', ')}
            </Text>
          ))}
          {l.extras.map((x, j) => (
            <Text key={j} size="xs" c="dimmed" pl="sm">
              + {x.description}
            </Text>
          ))}
          {l.notes && (
            <Text size="xs" c="orange.8" pl="sm">
              Note: {l.notes}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}

/** Waiting for its printer, or failed with the printer's code (not offered to the printer again). */
function Status({ item }: { item: PrintQueueItem }) {
  if (!item.failed)
    return (
      <Badge color="gray" variant="light">
        Waiting
      </Badge>
    );
  return (
    <Stack gap={2} align="flex-start">
      <Tooltip label={`Failed ${dateTime(item.failed.at, item.printer.restaurant.timezone)}`}>
        <Badge color="red" variant="filled">
          Failed
        </Badge>
      </Tooltip>
      <Text size="xs" c="red.7">
        {item.failed.code}
      </Text>
    </Stack>
  );
}

const columns: Column<PrintQueueItem>[] = [
  {
    key: 'date',
    header: 'Date',
    render: (i) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {dateTime(i.order.date, i.printer.restaurant.timezone)}
      </Text>
    ),
  },
  { key: 'order', header: 'Order', role: 'primary', render: (i) => `#${i.order.OrderId} · ${i.order.refNo}` },
  { key: 'restaurant', header: 'Restaurant', render: (i) => i.printer.restaurant.Name },
  {
    key: 'printer',
    header: 'Printer',
    render: (i) =>
      i.printer._id ? (
        i.printer.printerName
      ) : (
        <Text c="dimmed" size="sm">
          {i.printer.printerName}
        </Text>
      ),
  },
  { key: 'status', header: 'Status', render: (i) => <Status item={i} /> },
  { key: 'items', header: 'Items', render: (i) => <Lines item={i} /> },
];

/** Profile menu › Print queue: receipts not printed yet, oldest first; those the printer could not print say Failed. */
export function PrintQueuePage() {
  const query = useQuery(printQueueQuery());
  return (
    <>
      <PageTitle title="Print queue" count={query.data?.data.length} countLabel="Waiting">
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} />}
          onClick={() => query.refetch()}
          loading={query.isFetching}
        >
          Refresh
        </Button>
      </PageTitle>
      <QueryPagedTable
        query={query}
        caption="Print queue"
        columns={columns}
        rowKey={(i) => i._id}
        empty="No receipts waiting to be printed"
      />
    </>
  );
}
