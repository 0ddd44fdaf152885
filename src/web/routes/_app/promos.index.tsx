import { createFileRoute, redirect } from '@tanstack/react-router';

/** /promos without a status shows the active promos. */
export const Route = createFileRoute('/_app/promos/')({
  beforeLoad: () => {
    throw redirect({ to: '/promos/$status', params: { status: 'active' } });
  },
});
