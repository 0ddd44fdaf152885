import { createFileRoute } from '@tanstack/react-router';
import { restaurantChoicesQuery } from '../../components/RestaurantPicker';
import { SyncPosPage } from '../../features/online-pos/SyncPosPage';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/sync-online-pos')({
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(restaurantChoicesQuery()),
  component: SyncPosPage,
});
