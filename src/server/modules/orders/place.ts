import { eq } from 'drizzle-orm';
import type { PlaceOrderBody } from '../../../contract/orders/schemas';
import { customers } from '../../db/schema';
import { newId } from '../../db/ids';
import { watchdogJob } from '../screens/watchdog';
import type { Deps } from '../../deps';
import { conflict, fieldError, forbidden, notFound } from '../../http/errors';
import type { FastifyRequest } from 'fastify';
import { auditInTransaction } from '../../http/audit';
import { registerCommittedReplay } from '../../http/committed-replay';
import type { SessionUser } from '../../http/session';
import { calendarDay, PLATFORM_TIME_ZONE } from '../../../contract/dates';
import { assertCustomerChoices, assertOrderableNow, discountPercent, loadPlacementRules } from '../menu/ordering';
import { announce, orderEvent } from './actions';
import { assertParkTableOpen } from '../restaurant-config/park-table';
import { enqueueOrderEffects, runOrderEffects } from '../printing/order-hooks';
import { crashPoint } from '../../crash-points';
import { couponItemDiscount, lineDiscount, lineTotal, priceLine } from './pricing';
import { orderById } from './queries';
import { toOrder } from './mapper';
import { insertPlacedOrder } from './place-write';
import { customerOfRequest } from '../loyalty/customer-auth';
import { planLoyalty } from '../loyalty/placement';
import { promisedTime, promisedTimeOf } from './promised-time';

const ADVANCE_MAX_DAYS = 14;
const CUSTOMER_NOT_PROVEN = "An order for a registered customer needs that customer's sign-in or a platform admin's";

const PLACED = 'Order placed';

/**
 * A placement's Idempotency-Key is bound in the placing transaction; a retry after a failure past the commit answers
 * the committed order (its event committed with it: every node sends it from the event table).
 */
export function replayPlacedOrders(deps: Deps) {
  registerCommittedReplay(deps.db, 'order', async (id) => {
    const order = await orderById(deps.db, id);
    if (!order) throw new Error(`committed order ${id} not found`);
    const { rushMode } = await promisedTime(
      deps.db,
      { id: order.restaurant._id, timezone: order.restaurant.timezone ?? PLATFORM_TIME_ZONE },
      new Date(order.date),
    );
    return { Message: PLACED, data: order, rushMode };
  });
}

/**
 * Validates the order against the restaurant and its menu, prices it on the server, and stores it with its numbers.
 * `req` carries the request's Idempotency-Key, bound to the new order in the same transaction.
 */
export async function placeOrder(deps: Deps, user: SessionUser | null, input: PlaceOrderBody, req?: FastifyRequest) {
  const { db } = deps;
  const itemIds = [...new Set(input.lines.map((l) => l.menu))];
  const extraIds = [...new Set(input.lines.flatMap((l) => (l.extras ?? []).map((e) => e.id)))];
  const table = input.dineIn ? input.tablenumber : undefined;
  const rules = await loadPlacementRules(db, input.restaurant, { items: itemIds, extras: extraIds, table });
  if (!rules) throw notFound('Restaurant not found');
  const { restaurant } = rules;
  const now = new Date();
  if (!restaurant.ismenubuyable) throw conflict(`${restaurant.name} does not take orders right now`);
  if (input.dineIn && !restaurant.isdinein) throw fieldError('dineIn', `${restaurant.name} does not serve dine-in`);
  if (!input.dineIn && !restaurant.istakeout) throw fieldError('dineIn', `${restaurant.name} does not do take-away`);
  // The customer is proven by their own session token (customer sign-in) or a platform admin's.
  const signedInCustomer = req && user?.type !== 'Admin' ? await customerOfRequest(db, req) : null;
  if (input.customer && user?.type !== 'Admin' && input.customer !== signedInCustomer?.id)
    throw forbidden(CUSTOMER_NOT_PROVEN);

  if (input.dineIn && input.tablenumber !== undefined) {
    if (rules.hasTables && !rules.table) throw fieldError('tablenumber', `Table ${input.tablenumber} does not exist`);
    if (rules.table?.disabled) throw fieldError('tablenumber', `Table ${input.tablenumber} is not in use`);
  }
  await assertParkTableOpen(deps, restaurant, input.isParkTable); // park-table timer
  let advanceOrderDate: Date | null = null;
  if (input.isAdvanceOrder) {
    if (!restaurant.allowAdvanceOrder)
      throw fieldError('isAdvanceOrder', `${restaurant.name} does not take advance orders`);
    advanceOrderDate = new Date(input.advanceOrderDate!);
    if (advanceOrderDate.getTime() < now.getTime() + rules.lagMinutes * 60_000)
      throw fieldError('advanceOrderDate', `An advance order must be at least ${rules.lagMinutes} minutes ahead`);
    if (advanceOrderDate.getTime() > now.getTime() + ADVANCE_MAX_DAYS * 86_400_000)
      throw fieldError('advanceOrderDate', `An advance order can be at most ${ADVANCE_MAX_DAYS} days ahead`);
  }
  // Open now (an advance order: at its time), the payment type, the tip (ordering.ts, as the customer's view shows them)
  assertCustomerChoices(rules, input, advanceOrderDate ?? now);
  const customer = input.customer
    ? (await db.select().from(customers).where(eq(customers.id, input.customer)))[0]
    : undefined;
  if (input.customer && !customer) throw fieldError('customer', 'Customer not found');

  const itemsById = new Map(rules.items.map((i) => [i.id, i]));
  const extrasById = new Map(rules.extras.map((x) => [x.id, x]));
  const categoryName = (id: string | null) => rules.categories.find((c) => c.id === id)?.category ?? '';
  const lines = input.lines.map((l, i) =>
    priceLine(i, l, itemsById.get(l.menu), categoryName(itemsById.get(l.menu)?.categoryId ?? null), extrasById),
  );
  assertOrderableNow(rules, input.lines, itemsById, advanceOrderDate ?? now); // hidden, (higher) category hours
  const percent = discountPercent(restaurant);
  const discount = lines.reduce((s, l) => s + lineDiscount(l, percent), 0); // the menu's lines, before promos
  const loyalty = await planLoyalty(deps, restaurant.id, customer?.id ?? null, input, lines); // rewards, coupon, promos

  const subtotal = lines.reduce((s, l) => s + lineTotal(l), 0);
  const couponDiscount = couponItemDiscount(lines, loyalty.couponOffer, percent);
  const paid = subtotal - discount - couponDiscount; // what the lines cost the customer: fees and a percentage tip are of this
  const bag = !input.dineIn && restaurant.bagtakeaway ? restaurant.bagtakeawayprice : 0;
  const delivery = !input.dineIn && input.isDelivery && restaurant.hasdeliveryfee ? restaurant.deliveryfee : 0;
  const serviceFee = Math.round((paid * restaurant.servicefee) / 100);
  const tip =
    input.tippercentage !== undefined
      ? Math.round((paid * input.tippercentage) / 100)
      : Math.round((input.tip ?? 0) * 100);
  const total = paid + bag + delivery + serviceFee + tip;
  const autoAccept = restaurant.autoaccept && !input.isAdvanceOrder;
  const promised = promisedTimeOf(rules.settings, restaurant.timezone, now); // rush mode lengthens it
  const userName = user?.name ?? input.guest?.name ?? '';

  const placed = await db.transaction(async (tx) => {
    const id = newId(now);
    const { order: row, targetMinutes } = await insertPlacedOrder(tx, {
      order: {
        id,
        restaurantId: restaurant.id,
        customerId: customer?.id ?? null,
        guestName: input.guest?.name ?? '',
        mobilenumber: input.guest?.mobilenumber || customer?.mobilenumber || '',
        status: autoAccept ? 'confirmed' : 'pending',
        acceptedAt: autoAccept ? now : null,
        dineIn: input.dineIn,
        tablenumber: input.dineIn ? (input.tablenumber ?? null) : null,
        isWeb: input.isWeb ?? false,
        isAdvanceOrder: input.isAdvanceOrder ?? false,
        advanceOrderDate,
        isParkTable: input.isParkTable ?? false,
        paymentType: input.paymentType,
        lines,
        subtotal,
        discount,
        couponDiscount,
        bagTakeAwayPrice: bag,
        deliveryFee: delivery,
        serviceFeePercent: Math.round(restaurant.servicefee * 10),
        serviceFee,
        tip,
        tippercentage: Math.round(input.tippercentage ?? (paid ? (tip * 100) / paid : 0)),
        total,
        amountcaptured: total,
        currency: restaurant.currency.code,
        comment: input.comment ?? '',
        promisedMinutes: promised.minutes,
        createdAt: now,
        updatedAt: now,
      },
      letter: (restaurant.name.match(/[A-Za-z]/)?.[0] ?? 'X').toUpperCase(),
      day: calendarDay(now, restaurant.timezone),
      events: [
        { orderId: id, action: 'placed', toStatus: 'pending', userId: user?.id ?? null, userName },
        ...(autoAccept
          ? [{ orderId: id, action: 'autoaccept', fromStatus: 'pending', toStatus: 'confirmed', userName: 'system' }]
          : []),
      ],
      // Not accepted within the restaurant's watchdog time: its tickets print by itself (screens/watchdog.ts).
      jobs: autoAccept ? [] : [watchdogJob({ id, createdAt: now }, restaurant.kitchenwatchdogseconds)],
      customerId: customer?.id ?? null,
      req,
    });
    await loyalty.record(tx, row.id); // promotions
    const effects = await enqueueOrderEffects(tx, 'placed', row); // autoaccept tickets, automated pushes
    const order = toOrder({
      order: row,
      restaurantName: restaurant.name,
      restaurantZone: restaurant.timezone,
      customer: customer ? { id: customer.id, name: customer.name, email: customer.email } : null,
      coupon: loyalty.coupon,
      targetMinutes,
    });
    const event = await orderEvent(tx, order, 'order.created');
    if (req) await auditInTransaction(tx, req, 201, { data: { _id: row.id } }); // an admin's or customer's order
    crashPoint('order-place:before-commit');
    return { order, event, effects };
  });
  announce(deps, [placed.event]);
  await runOrderEffects(deps, placed.effects);
  return { Message: PLACED, data: placed.order, rushMode: promised.rushMode };
}
