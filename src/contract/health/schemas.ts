import * as z from 'zod/mini';

export const healthSchemas = {
  check: {
    summary: 'Liveness and database reachability',
    response: z.object({
      status: z.enum(['ok', 'degraded']),
      db: z.enum(['up', 'down']),
      /** With SQL_COUNT=1 (the bench): SQL statements and transactions sent since start, this check's included. */
      sql: z.optional(z.object({ statements: z.number(), transactions: z.number() })),
    }),
  },
};
