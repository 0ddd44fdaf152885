import { useMutation } from '@tanstack/react-query';
import { syncPosProducts } from '../../../contract/online-pos';
import { callApi } from '../../lib/api-client';

/** The menu changes on the server; the menu screens load it afresh when opened. */
export const useSyncPosProducts = () =>
  useMutation({ mutationFn: (restaurant: string) => callApi(syncPosProducts, { body: { restaurant } }) });
