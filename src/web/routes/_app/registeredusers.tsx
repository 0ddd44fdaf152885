import { createFileRoute } from '@tanstack/react-router';
import { registeredUserResource } from '../../features/registered-users/api';
import { RegisteredUsersPage } from '../../features/registered-users/RegisteredUsersPage';
import { listLoader, listPage, listRoute, listUrl } from '../../lib/list-route';

/** The search term is in the URL too; typing one replaces the history entry. */
const url = listUrl({ key: true });

export const Route = createFileRoute('/_app/registeredusers')({
  ...listRoute(url),
  loader: listLoader(registeredUserResource.listQuery),
  component: listPage(RegisteredUsersPage, url),
});
