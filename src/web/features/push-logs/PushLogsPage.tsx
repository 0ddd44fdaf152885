import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PushLog } from '../../../contract/push-logs/schemas';
import { DataDetails } from '../../components/DataDetails';
import type { Column } from '../../components/PagedTable';
import { PageTitle } from '../../components/PageTitle';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import { StatusBadge } from '../../components/StatusBadge';
import { dateTime } from '../../lib/format';
import type { ListPageProps } from '../../lib/list-search';
import { pushLogsQuery } from './api';

const columns: Column<PushLog>[] = [
  {
    key: 'date',
    header: 'Date',
    render: (l) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {dateTime(l.Date)}
      </Text>
    ),
  },
  { key: 'by', header: 'Initiated By', render: (l) => l.InitiatedBy },
  { key: 'type', header: 'Type', role: 'primary', render: (l) => l.Type },
  { key: 'devices', header: 'Devices Pushed', align: 'right', render: (l) => l.TotalDevicesPushed },
  { key: 'status', header: 'Status', render: (l) => <StatusBadge status={l.Status} /> },
  { key: 'others', header: 'Others', render: (l) => <DataDetails data={l.Others} /> },
];

/** Profile menu › Push Logs: every push sent to customer devices (or recorded when none could be sent). */
export function PushLogsPage({ search, onSearch }: ListPageProps) {
  const query = useQuery(pushLogsQuery(search));
  return (
    <>
      <PageTitle title="Push Logs" count={query.data?.meta.total} />
      <QueryPagedTable
        query={query}
        caption="Push logs"
        columns={columns}
        rowKey={(l) => l._id}
        onPage={(page) => onSearch({ page })}
        empty="No push logs yet"
      />
    </>
  );
}
