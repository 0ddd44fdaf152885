import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SystemLog } from '../../../contract/system-logs/schemas';
import { DataDetails } from '../../components/DataDetails';
import type { Column } from '../../components/PagedTable';
import { PageTitle } from '../../components/PageTitle';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import { dateTime } from '../../lib/format';
import type { ListPageProps } from '../../lib/list-search';
import { systemLogsQuery } from './api';

/** What was touched: the method and path, and the restaurant, then the rest. */
function Others({ log }: { log: SystemLog }) {
  const { method, path, status, ...rest } = log.Others;
  return (
    <Stack gap={2}>
      {typeof path === 'string' && (
        <Text size="xs" ff="monospace" c="dimmed">
          {String(method ?? '')} {path} {status ? `→ ${String(status)}` : ''}
        </Text>
      )}
      <DataDetails data={rest} hide={['ip']} />
    </Stack>
  );
}

const columns: Column<SystemLog>[] = [
  {
    key: 'at',
    header: 'DateTime',
    render: (l) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {dateTime(l.DateTime)}
      </Text>
    ),
  },
  {
    key: 'email',
    header: 'Email',
    render: (l) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {l.Email}
      </Text>
    ),
  },
  { key: 'type', header: 'Type', role: 'primary', render: (l) => l.Type },
  { key: 'others', header: 'Others', render: (l) => <Others log={l} /> },
];

/** Profile menu › Logs: who changed what, when (10 per page). */
export function LogsPage({ search, onSearch }: ListPageProps) {
  const query = useQuery(systemLogsQuery(search));
  return (
    <>
      <PageTitle title="Logs" count={query.data?.meta.total} />
      <QueryPagedTable
        query={query}
        caption="System logs"
        columns={columns}
        rowKey={(l) => l._id}
        onPage={(page) => onSearch({ page })}
        empty="No logs yet"
      />
    </>
  );
}
