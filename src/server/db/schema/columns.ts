import { timestamp, varchar } from 'drizzle-orm/pg-core';
import { newId } from '../ids';

/** Primary key column: a 24-hex ObjectId-style id made by the server. */
export const idColumn = () =>
  varchar('id', { length: 24 })
    .primaryKey()
    .$defaultFn(() => newId());
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
