/** Sign-in of platform admins and restaurant staff, password reset and logout: the routes and their messages. */
import { ALL_ROLES } from '../roles';
import { routes } from '../route';
import type { authSchemas } from './schemas';

export const FORGOT_PASSWORD_SENT = 'Password reset link sent to your email';
export const FORGOT_PASSWORD_FAILED = 'Failed to send password reset link';
export const PASSWORD_RESET_DONE = 'Your password has been changed. You can now log in.';
export const PASSWORD_RESET_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

export const authRoutes = routes<typeof authSchemas>()(
  { tag: 'Sign-in', auth: 'public' },
  {
    adminSignIn: { method: 'POST', path: '/admin/authenticate' },
    restaurantSignIn: { method: 'POST', path: '/restaurant/authenticate' },
    forgotPassword: { method: 'POST', path: '/restaurant/forgotpassword' },
    resetPassword: { method: 'POST', path: '/restaurant/resetpassword' },
    logout: { method: 'DELETE', path: '/admin/logout', auth: ALL_ROLES },
  },
);
