import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { RATING_MESSAGES as M } from '../../../contract/loyalty/routes';
import type { RatingBody } from '../../../contract/loyalty/schemas';
import { customers, menuRatings, orders, restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { customerOfRequest } from './customer-auth';

/** Digits only; a number given without its country code still matches (the last 8 digits at least). */
function sameMobile(a: string, b: string) {
  const x = a.replace(/\D/g, '');
  const y = b.replace(/\D/g, '');
  if (!x || !y) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short === long || (short.length >= 8 && long.endsWith(short));
}

/**
 * The survey: the customer of a completed order rates it once, when the restaurant asks for ratings and its survey
 * delay has passed since the order was completed. A registered customer proves the order theirs with their customer
 * token, a guest with the order's mobile number.
 */
export async function rateOrder({ db }: Deps, input: RatingBody, req: FastifyRequest) {
  const [row] = await db
    .select({ order: orders, restaurant: restaurants, customer: customers })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, input.order));
  if (!row) throw notFound(M.orderNotFound);
  const { order, restaurant, customer } = row;
  if (!restaurant.surveyenabled) throw forbidden(M.surveyOff(restaurant.name));

  const signedIn = order.customerId ? await customerOfRequest(db, req) : null;
  const byToken = !!signedIn && signedIn.id === order.customerId;
  const byMobile = !!input.mobilenumber && sameMobile(input.mobilenumber, order.mobilenumber);
  if (!byToken && !byMobile) throw forbidden(M.notYours);

  if (order.status !== 'completed' || !order.completedAt) throw fieldError('order', M.notCompleted);
  const ratableAt = order.completedAt.getTime() + restaurant.surveydelay * 60_000;
  const wait = ratableAt - Date.now();
  if (wait > 0) throw fieldError('order', M.tooEarly(Math.ceil(wait / 60_000)));

  const [saved] = await db
    .insert(menuRatings)
    .values({
      restaurantId: restaurant.id,
      customerId: order.customerId,
      orderId: order.id,
      userName: customer?.name || order.guestName,
      comments: input.Comments,
      mainRating: input.MainRating,
      food: input.Food,
      service: input.Service,
      waitingTime: input.WaitingTime,
      orderingExperience: input.OrderingExperience,
    })
    .onConflictDoNothing({ target: menuRatings.orderId })
    .returning({ id: menuRatings.id });
  if (!saved) throw fieldError('order', M.alreadyRated);

  const invite = restaurant.surveylinkshow && input.MainRating >= restaurant.surveyminrating;
  return { Message: M.rated, data: { _id: saved.id }, ...(invite ? { surveyLinks: restaurant.surveylinks } : {}) };
}
