import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { restaurants } from './restaurants';

/** Registered users of the customer apps (the spec's "Registered user"). Registration date = the id's time. */
export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    email: text('email').notNull().unique(),
    provider: text('provider').notNull().default('Local'),
    name: text('name').notNull().default(''),
    mobilenumber: text('mobilenumber').notNull().default(''),
    lastOrderFrom: varchar('last_order_from', { length: 24 }).references(() => restaurants.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('customers_email_idx').on(t.email)],
);
