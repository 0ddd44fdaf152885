import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { configRoutes } from '../../../contract/config/routes';
import type { ConfigItem, ConfigValue } from '../../../contract/config/schemas';
import { callApi } from '../../lib/api-client';

const configKeys = { all: ['config'] as const };

export const configQuery = () =>
  queryOptions({
    queryKey: configKeys.all,
    queryFn: ({ signal }) => callApi(configRoutes.fetch, { signal }).then((a) => a.data),
  });

/** Saves one item; the list shows the saved value at once, then reloads. */
export function useEditConfig() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; value: ConfigValue }) => callApi(configRoutes.edit, { body: input }),
    onSuccess: (answer) => {
      qc.setQueryData<ConfigItem[]>(configKeys.all, (items) =>
        items?.map((i) => (i._id === answer.data._id ? answer.data : i)),
      );
      return qc.invalidateQueries({ queryKey: configKeys.all });
    },
  });
}
