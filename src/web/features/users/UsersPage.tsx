import { ActionIcon, Badge, Button, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_USER_MESSAGES, type AdminUser } from '../../../contract/admin-users';
import { confirmAction } from '../../components/confirm';
import { PagedTable, type Column } from '../../components/PagedTable';
import { notifyError, notifySuccess } from '../../lib/notify';
import { adminUsersQuery, useDeleteAdminUser } from './api';
import { UserFormModal } from './UserFormModal';

interface UsersPageProps {
  page: number;
  onPage: (page: number) => void;
}

/** /users: the platform's admin users. */
export function UsersPage({ page, onPage }: UsersPageProps) {
  const query = useQuery(adminUsersQuery(page));
  const remove = useDeleteAdminUser();
  const [editing, setEditing] = useState<{ user?: AdminUser } | null>(null);

  async function onDelete(user: AdminUser) {
    if (!(await confirmAction({ title: 'Delete user', message: 'Are you sure you want to delete record?', confirmLabel: 'Delete', danger: true }))) return;
    try {
      const answer = await remove.mutateAsync(user._id);
      notifySuccess(answer.Message ?? ADMIN_USER_MESSAGES.deleted);
      // The last row of a page is gone: show the page before it.
      if (query.data && query.data.data.length === 1 && page > 1) onPage(page - 1);
    } catch (err) {
      notifyError(err instanceof Error ? err.message : String(err));
    }
  }

  const columns: Column<AdminUser>[] = [
    { key: 'name', header: 'Full Name', role: 'primary', render: (u) => <Text fw={500}>{u.Name}</Text> },
    { key: 'email', header: 'Email', render: (u) => u.Email },
    { key: 'type', header: 'Type', render: (u) => <Badge variant="light">{u.Type || 'Admin'}</Badge> },
    {
      key: 'actions',
      header: 'Action',
      role: 'actions',
      align: 'right',
      render: (u) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="light" size="lg" aria-label={`Edit ${u.Name}`} onClick={() => setEditing({ user: u })}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="light" color="red" size="lg" aria-label={`Delete ${u.Name}`} onClick={() => onDelete(u)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <>
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <Title order={2}>Users</Title>
          {query.data && <Badge variant="outline">Total: {query.data.meta.total}</Badge>}
        </Group>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({})}>
          Add User
        </Button>
      </Group>
      <PagedTable
        caption="Admin users"
        columns={columns}
        rows={query.data?.data}
        rowKey={(u) => u._id}
        meta={query.data?.meta}
        onPage={onPage}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => query.refetch()}
        empty="No users yet"
      />
      <UserFormModal user={editing?.user} opened={!!editing} onClose={() => setEditing(null)} />
    </>
  );
}
