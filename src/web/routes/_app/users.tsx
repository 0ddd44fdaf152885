import { createFileRoute } from '@tanstack/react-router';
import { adminUserResource } from '../../features/users/api';
import { UsersPage } from '../../features/users/UsersPage';
import { listLoader, listPage, listRoute } from '../../lib/list-route';

export const Route = createFileRoute('/_app/users')({
  ...listRoute(),
  loader: listLoader(adminUserResource.listQuery),
  component: listPage(UsersPage),
});
