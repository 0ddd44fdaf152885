import { Badge, Button, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { dateFromObjectId } from '../../../contract/common';
import { REGISTERED_USER_MESSAGES as M } from '../../../contract/registered-users/routes';
import type { RegisteredUser } from '../../../contract/registered-users/schemas';
import { providerLabel } from '../../../contract/user-search/routes';
import { CrudListPage } from '../../components/CrudListPage';
import type { Column } from '../../components/PagedTable';
import type { ListPageProps } from '../../lib/list-search';
import { registeredUserResource } from './api';

const day = (d: Date) => dayjs(d).format('DD/MM/YYYY');

const columns: Column<RegisteredUser>[] = [
  {
    key: 'email',
    header: 'Email',
    role: 'primary',
    render: (u) => (
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {u.Email}
      </Text>
    ),
  },
  {
    key: 'provider',
    header: 'Registered via',
    render: (u) => (
      <Badge variant="light" color={u.Provider === 'Local' ? 'gray' : 'blue'}>
        {providerLabel(u.Provider)}
      </Badge>
    ),
  },
  { key: 'registered', header: 'Date Registered', render: (u) => day(dateFromObjectId(u._id)) },
  {
    key: 'first',
    header: 'First Order',
    render: (u) =>
      u.FirstOrder ? (
        day(new Date(u.FirstOrder))
      ) : (
        <Text c="dimmed" span>
          –
        </Text>
      ),
  },
];

const viewButton = (u: RegisteredUser) => (
  <Button
    renderRoot={(props) => <Link to="/registeredusers-view" search={{ id: u._id, email: u.Email }} {...props} />}
    size="xs"
    variant="light"
    leftSection={<IconEye size={16} />}
    aria-label={`View ${u.Email}`}
  >
    View
  </Button>
);

/** /registeredusers: the customers of the apps, searchable by email. */
export function RegisteredUsersPage(props: ListPageProps<{ page: number; key: string }>) {
  const empty = props.search.key ? M.noneFound : M.noneYet;
  return (
    <CrudListPage
      {...props}
      resource={registeredUserResource}
      title="Registered Users"
      noun="User"
      messages={M}
      empty={empty}
      columns={columns}
      rowName={(u) => u.Email}
      deleteMessage={M.confirmDelete}
      searchLabel="Search by email"
      rowActions={viewButton}
    />
  );
}
