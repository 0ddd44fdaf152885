import { Badge, PasswordInput, Select, Text, TextInput } from '@mantine/core';
import { ADMIN_USER_MESSAGES, ADMIN_USER_TYPES } from '../../../contract/admin-users/routes';
import type { AdminUser } from '../../../contract/admin-users/schemas';
import { CrudListPage, type CrudForm } from '../../components/CrudListPage';
import type { Column } from '../../components/PagedTable';
import type { ListPageProps } from '../../lib/list-search';
import { adminUserResource } from './api';

const columns: Column<AdminUser>[] = [
  { key: 'name', header: 'Full Name', role: 'primary', render: (u) => <Text fw={500}>{u.Name}</Text> },
  { key: 'email', header: 'Email', render: (u) => u.Email },
  { key: 'type', header: 'Type', render: (u) => <Badge variant="light">{u.Type || 'Admin'}</Badge> },
];

/** 'Create User' / 'Update User' (the spec's screens); editing, an empty password keeps the current one. */
const form: CrudForm<AdminUser, { name: string; type: 'Admin'; email: string; password: string }> = {
  values: (u) => ({ name: u?.Name ?? '', type: 'Admin', email: u?.Email ?? '', password: '' }),
  fields: (f, u) => (
    <>
      <TextInput label="Full Name" withAsterisk autoComplete="off" {...f.getInputProps('name')} data-autofocus />
      <Select
        label="Type"
        withAsterisk
        data={[...ADMIN_USER_TYPES]}
        allowDeselect={false}
        {...f.getInputProps('type')}
      />
      <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...f.getInputProps('email')} />
      <PasswordInput
        label="Password"
        withAsterisk={!u}
        description={u ? 'Leave empty to keep the current password' : 'At least 8 characters'}
        autoComplete="new-password"
        {...f.getInputProps('password')}
      />
    </>
  ),
};

/** /users: the platform's admin users. */
export function UsersPage(props: ListPageProps) {
  return (
    <CrudListPage
      {...props}
      resource={adminUserResource}
      title="Users"
      caption="Admin users"
      noun="User"
      messages={ADMIN_USER_MESSAGES}
      columns={columns}
      rowName={(u) => u.Name}
      form={form}
    />
  );
}
