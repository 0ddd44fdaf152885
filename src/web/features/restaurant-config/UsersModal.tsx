/**
 * 'User Management': the restaurant's staff accounts (Email, Name, Type shown Admin/User, included in reports), 25 a
 * page, and what the restaurant's users may do.
 */
import { Checkbox, PasswordInput, Select, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RESTAURANT_USER_MESSAGES as M, typeOfRole } from '../../../contract/restaurant-config/users/constants';
import { usersRoutes } from '../../../contract/restaurant-config/users/routes';
import { restaurantUserForms, type RestaurantUserItem } from '../../../contract/restaurant-config/users/schemas';
import { ListModal, type ListModalForm, type RestaurantModalProps } from '../../components/ListModal';
import type { Column } from '../../components/PagedTable';
import { useConfigList, usersQuery } from './api';
import { StaffPermissionsToggles } from './StaffPermissionsToggles';

const columns: Column<RestaurantUserItem>[] = [
  { key: 'email', header: 'Email', role: 'primary', render: (u) => <Text fw={500}>{u.Email}</Text> },
  { key: 'name', header: 'Name', render: (u) => u.Name },
  {
    key: 'type',
    header: 'Type',
    render: (u) => <Text fw={u.Type === 'RestaurantAdmin' ? 600 : 400}>{typeOfRole(u.Type)}</Text>,
  },
  { key: 'report', header: 'Included to report', render: (u) => (u.includedToReport ? 'Yes' : 'No') },
];

type Values = { email: string; name: string; type: string; includedToReport: boolean; password: string };

const form: ListModalForm<RestaurantUserItem, Values> = {
  size: 'md',
  schemas: { create: restaurantUserForms.createBody, edit: restaurantUserForms.editBody },
  values: (u) => ({
    email: u?.Email ?? '',
    name: u?.Name ?? '',
    type: u ? typeOfRole(u.Type) : 'User',
    includedToReport: u?.includedToReport ?? true,
    password: '',
  }),
  fields: (f, u) => (
    <>
      <TextInput
        label="Email"
        type="email"
        withAsterisk
        data-autofocus
        autoComplete="off"
        {...f.getInputProps('email')}
      />
      <TextInput label="Name" withAsterisk {...f.getInputProps('name')} />
      <Select label="Type" withAsterisk data={['Admin', 'User']} allowDeselect={false} {...f.getInputProps('type')} />
      <PasswordInput
        label={u ? 'New password' : 'Password'}
        withAsterisk={!u}
        description={
          u ? 'Leave empty to keep the password; a new one signs the user out everywhere' : 'At least 8 characters'
        }
        autoComplete="new-password"
        {...f.getInputProps('password')}
      />
      <Checkbox label="Included to report" {...f.getInputProps('includedToReport', { type: 'checkbox' })} />
    </>
  ),
};

export function UsersModal(props: RestaurantModalProps) {
  const [page, setPage] = useState(1);
  const users = useQuery({ ...usersQuery(props.restaurant, page), enabled: props.opened });
  const calls = useConfigList(
    props.restaurant,
    { add: usersRoutes.add, edit: usersRoutes.edit, remove: usersRoutes.delete },
    ['users'],
  );
  return (
    <ListModal
      {...props}
      title="User Management"
      size="xl"
      caption="Users"
      noun="user"
      messages={M}
      list={{ query: users, onPage: setPage }}
      columns={columns}
      rowName={(u) => u.Name}
      form={form}
      save={calls.save}
      remove={(u) => calls.remove({ body: { id: u._id } })}
      footer={<StaffPermissionsToggles restaurant={props.restaurant} />}
    />
  );
}
