/**
 * The search params of every list route (issue 12): `page` (1 is left out of the URL), an optional search `key`,
 * and, for lists with status tabs, an optional `status`. Bad values fall back to the default instead of failing.
 */
import { z } from 'zod';

const page = z.number().int().min(1).optional().catch(undefined);
const key = z.string().trim().max(254).optional().catch(undefined);

type Base = { page: typeof page; key: typeof key };
type WithStatus<S extends readonly [string, ...string[]]> = Base & { status: z.ZodCatch<z.ZodOptional<z.ZodEnum<{ [k in S[number]]: k }>>> };

export function listSearch(): z.ZodObject<Base>;
export function listSearch<const S extends readonly [string, ...string[]]>(o: { statuses: S }): z.ZodObject<WithStatus<S>>;
export function listSearch(o?: { statuses: readonly [string, ...string[]] }) {
  return o ? z.object({ page, key, status: z.enum(o.statuses).optional().catch(undefined) }) : z.object({ page, key });
}

/** The URL's page value for a page number: page 1 is the default and stays out of the URL. */
export const pageParam = (p: number) => (p > 1 ? p : undefined);
