import { PasswordInput, Select, TextInput } from '@mantine/core';
import { ADMIN_USER_MESSAGES, ADMIN_USER_TYPES, adminUserCreate, adminUserEdit, type AdminUser } from '../../../contract/admin-users';
import { EntityFormModal } from '../../components/EntityFormModal';
import { useSaveAdminUser } from './api';

interface UserFormModalProps {
  /** The user to edit; undefined creates a new one. */
  user: AdminUser | undefined;
  opened: boolean;
  onClose: () => void;
}

/** 'Create User' / 'Update User' (spec part 1, section 2). */
export function UserFormModal({ user, opened, onClose }: UserFormModalProps) {
  const save = useSaveAdminUser();
  const fields = { name: user?.Name ?? '', type: 'Admin' as const, email: user?.Email ?? '', password: '' };
  const common = { opened, onClose, submit: save.mutateAsync };
  const body = (form: Parameters<Parameters<typeof EntityFormModal>[0]['children']>[0], editing: boolean) => (
    <>
      <TextInput label="Full Name" withAsterisk autoComplete="off" {...form.getInputProps('name')} data-autofocus />
      <Select label="Type" withAsterisk data={[...ADMIN_USER_TYPES]} allowDeselect={false} {...form.getInputProps('type')} />
      <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
      <PasswordInput
        label="Password"
        withAsterisk={!editing}
        description={editing ? 'Leave empty to keep the current password' : 'At least 8 characters'}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
    </>
  );
  return user ? (
    <EntityFormModal {...common} title="Update User" schema={adminUserEdit} initialValues={{ ...fields, adminid: user._id }} successMessage={ADMIN_USER_MESSAGES.updated}>
      {(form) => body(form, true)}
    </EntityFormModal>
  ) : (
    <EntityFormModal {...common} title="Create User" schema={adminUserCreate} initialValues={fields} successMessage={ADMIN_USER_MESSAGES.created}>
      {(form) => body(form, false)}
    </EntityFormModal>
  );
}
