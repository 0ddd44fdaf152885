import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../features/shell/LogoutPage';

export const Route = createFileRoute('/logout')({ component: LogoutPage });
