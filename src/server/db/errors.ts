/** True when a query failed on a unique constraint (PostgreSQL and PGlite; Drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
