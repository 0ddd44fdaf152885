/**
 * The writes of a placement in one statement: the order's insert, with the restaurant's counter (its numbers), its
 * events, its jobs, the customer's last restaurant and the request's Idempotency-Key bound to it as CTEs. PostgreSQL
 * runs each CTE exactly once on the statement's snapshot and checks foreign keys at its end; one round trip.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/crud';
import { customers, orderCounters, orderEvents, orders } from '../../db/schema';
import { keyBinding } from '../../http/idempotency';
import { insertJobs, type JobToEnqueue } from '../../jobs/queue';
import { orderTarget } from './mapper';

type NewOrder = typeof orders.$inferInsert;

export interface PlacementWrites {
  /** The order but its numbers, which the restaurant's counter gives. */
  order: Omit<NewOrder, 'orderNumber' | 'refNo'> & { id: string };
  /** The letter of its reference ('B' of B-042), and the restaurant's calendar day (the daily number's day). */
  letter: string;
  day: string;
  events: (typeof orderEvents.$inferInsert)[];
  jobs: JobToEnqueue[];
  /** A registered customer's order: this restaurant becomes their last. */
  customerId: string | null;
  /** The request whose Idempotency-Key (if any) is bound to the order. */
  req?: FastifyRequest;
}

/** Writes the order and what comes with it; answers the order row as stored and its prep-time target. */
export async function insertPlacedOrder(tx: Tx, w: PlacementWrites) {
  const { restaurantId } = w.order;
  const counter = tx.$with('counter').as(
    tx
      .insert(orderCounters)
      .values({ restaurantId, lastNumber: 1001, day: w.day, lastDaily: 1 })
      .onConflictDoUpdate({
        target: orderCounters.restaurantId,
        set: {
          lastNumber: sql`${orderCounters.lastNumber} + 1`,
          lastDaily: sql`case when ${orderCounters.day} = ${w.day} then ${orderCounters.lastDaily} + 1 else 1 end`,
          day: w.day,
        },
      })
      .returning({ lastNumber: orderCounters.lastNumber, lastDaily: orderCounters.lastDaily }),
  );
  const daily = sql`(select ${counter.lastDaily} from ${counter})::text`;
  const binding = keyBinding(tx, w.req, 201, { kind: 'order', id: w.order.id });
  const boundKey = binding && tx.$with('bound_key').as(binding.update);
  const along = [
    counter,
    tx.$with('order_events').as(tx.insert(orderEvents).values(w.events)),
    w.jobs.length ? tx.$with('jobs').as(insertJobs(tx, w.jobs)) : null,
    w.customerId
      ? tx
          .$with('customer')
          .as(tx.update(customers).set({ lastOrderFrom: restaurantId }).where(eq(customers.id, w.customerId)))
      : null,
    boundKey,
  ].filter((cte) => cte !== null);
  const [row] = await tx
    .with(...along)
    .insert(orders)
    .values({
      ...w.order,
      orderNumber: sql`(select ${counter.lastNumber} from ${counter})`,
      // The daily number with at least 3 digits: B-007, B-042, B-1234.
      refNo: sql`${`${w.letter}-`} || lpad(${daily}, greatest(3, length(${daily})), '0')`,
    })
    .returning({
      ...getTableColumns(orders),
      targetMinutes: orderTarget(),
      keysBound: boundKey ? sql<number>`(select count(*)::int from ${boundKey})` : sql<number>`0`,
    });
  const { targetMinutes, keysBound, ...order } = row;
  binding?.confirm(keysBound);
  return { order, targetMinutes };
}
