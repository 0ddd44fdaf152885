import { Anchor } from '@mantine/core';
import { Link, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { authRoutes } from '../../contract/auth/routes';
import { AuthCard } from '../features/auth/AuthCard';
import { ForgotPassword } from '../features/auth/ForgotPassword';
import { LoginForm } from '../features/auth/LoginForm';
import { signedInHomeFor } from '../lib/guards';
import { getSession } from '../lib/session';

export const Route = createFileRoute('/restaurant-login')({
  beforeLoad: () => {
    if (getSession()) throw redirect({ to: '/dashboard' });
  },
  component: RestaurantLogin,
});

function RestaurantLogin() {
  const navigate = useNavigate();
  const [forgot, setForgot] = useState(false);
  return (
    <AuthCard
      title="For Restaurants"
      subtitle={forgot ? 'Forgot Password?' : 'Log in to your restaurant'}
      footer={
        !forgot && (
          <>
            <Anchor component="button" type="button" onClick={() => setForgot(true)} ta="center" size="sm">
              Forgot Password?
            </Anchor>
            <Anchor component={Link} to="/" ta="center" size="sm" c="dimmed">
              Platform admin?
            </Anchor>
          </>
        )
      }
    >
      {forgot ? (
        <ForgotPassword onBack={() => setForgot(false)} />
      ) : (
        <LoginForm
          endpoint={authRoutes.restaurantSignIn}
          clearOnFailure={false}
          onSignedIn={(profile) => navigate(signedInHomeFor(profile, window.innerWidth))}
        />
      )}
    </AuthCard>
  );
}
