import { createFileRoute } from '@tanstack/react-router';
import * as z from '../lib/search-params';
import { AuthCard } from '../features/auth/AuthCard';
import { ResetPassword } from '../features/auth/ResetPassword';

export const Route = createFileRoute('/reset-password')({
  validateSearch: z.object({ token: z.string().optional().catch(undefined) }),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return (
      <AuthCard title="Choose a new password" subtitle="For Restaurants">
        <ResetPassword token={token ?? ''} />
      </AuthCard>
    );
  },
});
