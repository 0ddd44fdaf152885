import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUSH_PAGE_SIZE, pushRoutes } from '../../../contract/push/routes';
import { pushForms } from '../../../contract/push/schemas';
import { callApi } from '../../lib/api-client';
import { pushLogKeys } from '../../lib/queries/push-logs';
import { defineResource } from '../../lib/resource';

export const pushResource = defineResource({
  name: 'push-notifications',
  api: pushRoutes,
  forms: pushForms,
  pageSize: PUSH_PAGE_SIZE,
});

/** Sending writes a Push Logs entry, whatever the outcome. */
export function useSendPush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pushid: string) => callApi(pushRoutes.send, { body: { pushid } }),
    onSettled: () => qc.invalidateQueries({ queryKey: pushLogKeys.all }),
  });
}
