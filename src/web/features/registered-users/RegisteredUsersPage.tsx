import { Badge, Button, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { dateFromObjectId } from '../../../contract/common';
import { REGISTERED_USER_MESSAGES as M, type RegisteredUser } from '../../../contract/registered-users';
import { providerLabel } from '../../../contract/user-search';
import { CrudListPage } from '../../components/CrudListPage';
import type { Column } from '../../components/PagedTable';
import { SearchBox } from '../../components/SearchBox';
import { registeredUserResource } from './api';

interface RegisteredUsersPageProps {
  /** The search term and page live in the URL. */
  search: string;
  page: number;
  onSearch: (search: { key: string; page: number }) => void;
}

const day = (d: Date) => dayjs(d).format('DD/MM/YYYY');

const columns: Column<RegisteredUser>[] = [
  { key: 'email', header: 'Email', role: 'primary', render: (u) => <Text fw={500} style={{ overflowWrap: 'anywhere' }}>{u.Email}</Text> },
  { key: 'provider', header: 'Registered via', render: (u) => <Badge variant="light" color={u.Provider === 'Local' ? 'gray' : 'blue'}>{providerLabel(u.Provider)}</Badge> },
  { key: 'registered', header: 'Date Registered', render: (u) => day(dateFromObjectId(u._id)) },
  { key: 'first', header: 'First Order', render: (u) => (u.FirstOrder ? day(new Date(u.FirstOrder)) : <Text c="dimmed" span>–</Text>) },
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
export function RegisteredUsersPage({ search, page, onSearch }: RegisteredUsersPageProps) {
  return (
    <CrudListPage
      resource={registeredUserResource}
      params={{ page, key: search }}
      page={page}
      onPage={(p) => onSearch({ key: search, page: p })}
      title="Registered Users"
      caption="Registered users"
      empty={search ? M.noneFound : M.noneYet}
      columns={columns}
      rowName={(u) => u.Email}
      messages={{ deleted: M.deleted }}
      deleteTitle="Delete user"
      deleteMessage={M.confirmDelete}
      actions={<SearchBox label="Search by email" value={search} onSearch={(key) => onSearch({ key, page: 1 })} />}
      rowActions={viewButton}
    />
  );
}
