import { useMutation, useQueryClient } from '@tanstack/react-query';
import { push, pushSend } from '../../../contract/push';
import { callApi } from '../../lib/api-client';
import { pushLogKeys } from '../../lib/queries/push-logs';
import { defineResource } from '../../lib/resource';

export const pushResource = defineResource({ name: 'push-notifications', api: push });

/** Sending writes a Push Logs entry, whatever the outcome. */
export function useSendPush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pushid: string) => callApi(pushSend, { body: { pushid } }),
    onSettled: () => qc.invalidateQueries({ queryKey: pushLogKeys.all }),
  });
}
