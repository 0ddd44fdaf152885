import type { FastifyRequest } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';

/**
 * The spec's clients send every filter of a list, empty when unused (`?restaurant=&status=`). For each query key
 * that may be left out but refuses an empty text, an empty value reads as "not given".
 */
export function emptyMeansAbsent(schema: $ZodType | undefined): ((req: FastifyRequest) => Promise<void>) | undefined {
  const shape = (schema as { shape?: Record<string, $ZodType> } | undefined)?.shape;
  if (!shape) return undefined;
  const keys = Object.entries(shape)
    .filter(([, field]) => safeParse(field, undefined).success && !safeParse(field, '').success)
    .map(([key]) => key);
  if (!keys.length) return undefined;
  return async (req) => {
    const query = req.query as Record<string, unknown> | undefined;
    if (!query) return;
    for (const key of keys) if (query[key] === '') delete query[key];
  };
}
