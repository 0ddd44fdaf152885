import { createFileRoute } from '@tanstack/react-router';
import { configQuery } from '../../features/config/api';
import { ConfigPage } from '../../features/config/ConfigPage';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/config')({
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(configQuery()),
  component: ConfigPage,
});
