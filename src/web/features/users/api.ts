import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_USERS_PAGE_SIZE, adminAdd, adminDelete, adminEdit, adminFetch, type adminUserCreate, type adminUserEdit } from '../../../contract/admin-users';
import { callApi } from '../../lib/api-client';
import { dashboardKeys } from '../dashboard/api';

export const adminUserKeys = { all: ['admin-users'] as const, page: (page: number) => ['admin-users', 'page', page] as const };

export const adminUsersQuery = (page: number) =>
  queryOptions({
    queryKey: adminUserKeys.page(page),
    queryFn: ({ signal }) => callApi(adminFetch, { query: { page, size: ADMIN_USERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** After a change: the admin-user pages and the dashboard's Users counter. */
function useInvalidateAdminUsers() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: adminUserKeys.all }), qc.invalidateQueries({ queryKey: dashboardKeys.counts() })]);
}

export function useSaveAdminUser() {
  const invalidate = useInvalidateAdminUsers();
  return useMutation({
    mutationFn: (input: z.output<typeof adminUserCreate> | z.output<typeof adminUserEdit>) =>
      'adminid' in input ? callApi(adminEdit, { body: input }) : callApi(adminAdd, { body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteAdminUser() {
  const invalidate = useInvalidateAdminUsers();
  return useMutation({ mutationFn: (adminid: string) => callApi(adminDelete, { body: { adminid } }), onSuccess: invalidate });
}
