import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '../features/shell/AppLayout';
import { requireSession } from '../lib/guards';

/** Every signed-in page: without a token, back to the login page. */
export const Route = createFileRoute('/_app')({
  beforeLoad: () => {
    requireSession();
  },
  component: AppLayout,
});
