const failedWith = (err: unknown, code: string) => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
};

/** True when a query failed on a unique constraint (PostgreSQL and PGlite; Drizzle wraps the driver error in `cause`). */
export const isUniqueViolation = (err: unknown): boolean => failedWith(err, '23505');

/** True when a query failed on a foreign key: the row it refers to does not exist (any more). */
export const isForeignKeyViolation = (err: unknown): boolean => failedWith(err, '23503');
