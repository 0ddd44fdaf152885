import { ActionIcon, Badge, Button, CloseButton, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconEye, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useState } from 'react';
import { dateFromObjectId } from '../../../contract/common';
import { REGISTERED_USER_MESSAGES as M, type RegisteredUser } from '../../../contract/registered-users';
import { providerLabel } from '../../../contract/user-search';
import { confirmAction } from '../../components/confirm';
import type { Column } from '../../components/PagedTable';
import { PageTitle } from '../../components/PageTitle';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import { notifyError, notifySuccess } from '../../lib/notify';
import { registeredUsersQuery, useDeleteRegisteredUser } from './api';

interface RegisteredUsersPageProps {
  /** The search term and page live in the URL. */
  search: string;
  page: number;
  onSearch: (search: { key: string; page: number }) => void;
}

const day = (d: Date) => dayjs(d).format('DD/MM/YYYY');

/** /registeredusers: the customers of the apps, searchable by email. */
export function RegisteredUsersPage({ search, page, onSearch }: RegisteredUsersPageProps) {
  const query = useQuery(registeredUsersQuery(search, page));
  const remove = useDeleteRegisteredUser();
  const [typed, setTyped] = useState(search);
  // The URL changed from outside (back button, a link): show its search term.
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    if (search !== typed.trim()) setTyped(search);
  }
  const searchLater = useDebouncedCallback((key: string) => onSearch({ key: key.trim(), page: 1 }), 350);

  async function onDelete(user: RegisteredUser) {
    if (!(await confirmAction({ title: 'Delete user', message: M.confirmDelete, confirmLabel: 'Delete', danger: true }))) return;
    try {
      const answer = await remove.mutateAsync(user._id);
      notifySuccess(answer.Message);
      // The last row of a page is gone: show the page before it.
      if (query.data && query.data.data.length === 1 && page > 1) onSearch({ key: search, page: page - 1 });
    } catch (err) {
      notifyError(err instanceof Error ? err.message : String(err));
    }
  }

  const columns: Column<RegisteredUser>[] = [
    { key: 'email', header: 'Email', role: 'primary', render: (u) => <Text fw={500} style={{ overflowWrap: 'anywhere' }}>{u.Email}</Text> },
    { key: 'provider', header: 'Registered via', render: (u) => <Badge variant="light" color={u.Provider === 'Local' ? 'gray' : 'blue'}>{providerLabel(u.Provider)}</Badge> },
    { key: 'registered', header: 'Date Registered', render: (u) => day(dateFromObjectId(u._id)) },
    { key: 'first', header: 'First Order', render: (u) => (u.FirstOrder ? day(new Date(u.FirstOrder)) : <Text c="dimmed" span>–</Text>) },
    {
      key: 'actions',
      header: 'Action',
      role: 'actions',
      align: 'right',
      render: (u) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            renderRoot={(props) => <Link to="/registeredusers-view" search={{ id: u._id, email: u.Email }} {...props} />}
            size="xs"
            variant="light"
            leftSection={<IconEye size={16} />}
            aria-label={`View ${u.Email}`}
          >
            View
          </Button>
          <Tooltip label="Delete">
            <ActionIcon variant="light" color="red" size="lg" aria-label={`Delete ${u.Email}`} onClick={() => onDelete(u)} loading={remove.isPending && remove.variables === u._id}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="Registered Users" count={query.data?.meta.total}>
        <TextInput
          aria-label="Search by email"
          placeholder="Search by email"
          leftSection={<IconSearch size={16} />}
          rightSection={typed ? <CloseButton aria-label="Clear search" onClick={() => { setTyped(''); onSearch({ key: '', page: 1 }); }} /> : null}
          value={typed}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            searchLater(e.currentTarget.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onSearch({ key: typed.trim(), page: 1 });
          }}
          w={{ base: '100%', sm: 320 }}
        />
      </PageTitle>
      <QueryPagedTable
        query={query}
        caption="Registered users"
        columns={columns}
        rowKey={(u) => u._id}
        onPage={(p) => onSearch({ key: search, page: p })}
        empty={search ? M.noneFound : M.noneYet}
      />
    </>
  );
}
