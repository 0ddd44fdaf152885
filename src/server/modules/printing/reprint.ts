import { eq } from 'drizzle-orm';
import { REPRINT_MESSAGES as M } from '../../../contract/restaurant-config/printers/constants';
import { orders } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { ownedBy } from '../restaurant-config/owned';
import { queueTickets } from './tickets';

export async function reprintOrder(deps: Deps, user: SessionUser, id: string) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, id));
  ownedBy(user, order, 'Order not found');
  const tickets = await queueTickets(deps, id, 'reprint');
  if (!tickets) throw conflict(M.noPrinter);
  return { Message: M.sent, tickets };
}
