import { z } from 'zod';
import { endpoint } from './endpoint';

export const health = endpoint({
  method: 'GET',
  path: '/health',
  tag: 'System',
  summary: 'Liveness and database reachability',
  auth: 'public',
  response: z.object({ status: z.enum(['ok', 'degraded']), db: z.enum(['up', 'down']) }),
});
