/** 'User Management': the restaurant's staff accounts (Email, Name, Type shown Admin/User, included in reports), 25 a page. */
import { Button, Checkbox, Group, Modal, PasswordInput, Select, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RESTAURANT_USER_MESSAGES as M, restaurantUserAdd, restaurantUserDelete, restaurantUserEditCall, typeOfRole, type RestaurantUserItem } from '../../../contract/restaurant-config/users';
import { EntityFormModal } from '../../components/EntityFormModal';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import { DeleteAction, deleteRecord, EditAction, RowActions } from '../../components/RowActions';
import { useConfigMutation, usersQuery } from './api';

export function UsersModal({ opened, onClose, restaurant }: { opened: boolean; onClose: () => void; restaurant: string }) {
  const [page, setPage] = useState(1);
  const users = useQuery({ ...usersQuery(restaurant, page), enabled: opened });
  const [editing, setEditing] = useState<{ item?: RestaurantUserItem } | null>(null);
  const remove = useConfigMutation(restaurantUserDelete, restaurant, ['users']);
  return (
    <Modal opened={opened} onClose={onClose} title="User Management" size="xl" centered>
      <Group justify="flex-end" mb="sm">
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({})}>
          Add user
        </Button>
      </Group>
      <QueryPagedTable
        caption="Users"
        query={users}
        onPage={setPage}
        rowKey={(u) => u._id}
        empty={M.empty}
        columns={[
          { key: 'email', header: 'Email', role: 'primary', render: (u) => <Text fw={500}>{u.Email}</Text> },
          { key: 'name', header: 'Name', render: (u) => u.Name },
          { key: 'type', header: 'Type', render: (u) => <Text fw={u.Type === 'RestaurantAdmin' ? 600 : 400}>{typeOfRole(u.Type)}</Text> },
          { key: 'report', header: 'Included to report', render: (u) => (u.includedToReport ? 'Yes' : 'No') },
          {
            key: 'actions',
            header: 'Action',
            role: 'actions',
            align: 'right',
            render: (u) => (
              <RowActions>
                <EditAction name={u.Name} onClick={() => setEditing({ item: u })} />
                <DeleteAction name={u.Name} onClick={() => deleteRecord({ title: 'Delete user', remove: () => remove.mutateAsync({ body: { id: u._id } }), deleted: M.deleted })} />
              </RowActions>
            ),
          },
        ]}
      />
      <UserForm key={editing?.item?._id ?? 'new'} opened={!!editing} onClose={() => setEditing(null)} restaurant={restaurant} item={editing?.item} />
    </Modal>
  );
}

function UserForm({ opened, onClose, restaurant, item }: { opened: boolean; onClose: () => void; restaurant: string; item?: RestaurantUserItem }) {
  const add = useConfigMutation(restaurantUserAdd, restaurant, ['users']);
  const edit = useConfigMutation(restaurantUserEditCall, restaurant, ['users']);
  const initial = { email: item?.Email ?? '', name: item?.Name ?? '', type: item ? typeOfRole(item.Type) : 'User', includedToReport: item?.includedToReport ?? true, password: '' };
  return (
    <EntityFormModal
      opened={opened}
      onClose={onClose}
      title={item ? 'Edit user' : 'Add user'}
      size="md"
      schema={item ? restaurantUserEditCall.body : restaurantUserAdd.body}
      hidden={{ restaurant, ...(item ? { id: item._id } : {}) }}
      initialValues={initial}
      successMessage={item ? M.updated : M.created}
      submit={(v) => ('id' in v ? edit.mutateAsync({ body: v as never }) : add.mutateAsync({ body: v }))}
    >
      {(f) => (
        <>
          <TextInput label="Email" type="email" withAsterisk data-autofocus autoComplete="off" {...f.getInputProps('email')} />
          <TextInput label="Name" withAsterisk {...f.getInputProps('name')} />
          <Select label="Type" withAsterisk data={['Admin', 'User']} allowDeselect={false} {...f.getInputProps('type')} />
          <PasswordInput
            label={item ? 'New password' : 'Password'}
            withAsterisk={!item}
            description={item ? 'Leave empty to keep the password; a new one signs the user out everywhere' : 'At least 8 characters'}
            autoComplete="new-password"
            {...f.getInputProps('password')}
          />
          <Checkbox label="Included to report" {...f.getInputProps('includedToReport', { type: 'checkbox' })} />
        </>
      )}
    </EntityFormModal>
  );
}
