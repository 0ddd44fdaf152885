import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NotBuilt } from '../../components/NotBuilt';

/** Where restaurant staff land after signing in; the live orders dashboard comes with the kitchen work. */
export const Route = createFileRoute('/_app/orders-dashboard')({
  validateSearch: z.object({ restaurant: z.string().optional().catch(undefined), name: z.string().optional().catch(undefined) }),
  component: () => <NotBuilt path="/orders-dashboard" />,
});
