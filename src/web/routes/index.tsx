import { Anchor } from '@mantine/core';
import { Link, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { authRoutes } from '../../contract/auth/routes';
import { AuthCard } from '../features/auth/AuthCard';
import { LoginForm } from '../features/auth/LoginForm';
import { getSession } from '../lib/session';
import { kitchenStart } from '../lib/kitchen/start-screen';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    const session = getSession();
    // The installed app starts here: a kitchen tablet reopens its kitchen screen.
    if (session) throw redirect(kitchenStart(session) ?? { to: '/dashboard' });
  },
  component: AdminLogin,
});

function AdminLogin() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Back-office"
      subtitle="Platform admin login"
      footer={
        <Anchor component={Link} to="/restaurant-login" ta="center" size="sm">
          Restaurant User?
        </Anchor>
      }
    >
      <LoginForm endpoint={authRoutes.adminSignIn} clearOnFailure onSignedIn={() => navigate({ to: '/dashboard' })} />
    </AuthCard>
  );
}
