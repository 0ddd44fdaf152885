import { useMutation } from '@tanstack/react-query';
import { onlinePosRoutes } from '../../../contract/online-pos/routes';
import { callApi } from '../../lib/api-client';

/** The menu changes on the server; the menu screens load it afresh when opened. */
export const useSyncPosProducts = () =>
  useMutation({ mutationFn: (restaurant: string) => callApi(onlinePosRoutes.sync, { body: { restaurant } }) });
