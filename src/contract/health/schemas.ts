import * as z from 'zod/mini';

export const healthSchemas = {
  check: {
    summary: 'Liveness and database reachability',
    response: z.object({ status: z.enum(['ok', 'degraded']), db: z.enum(['up', 'down']) }),
  },
};
