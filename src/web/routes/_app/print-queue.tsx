import { createFileRoute } from '@tanstack/react-router';
import { printQueueQuery } from '../../features/print-queue/api';
import { PrintQueuePage } from '../../features/print-queue/PrintQueuePage';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/print-queue')({
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(printQueueQuery()),
  component: PrintQueuePage,
});
