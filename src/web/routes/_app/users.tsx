import { createFileRoute } from '@tanstack/react-router';
import { adminUserResource } from '../../features/admin-users/api';
import { UsersPage } from '../../features/admin-users/UsersPage';
import { listLoader, listPage, listRoute } from '../../lib/list-route';

export const Route = createFileRoute('/_app/users')({
  ...listRoute(),
  loader: listLoader(adminUserResource.listQuery),
  component: listPage(UsersPage),
});
