import { eq, sql } from 'drizzle-orm';
import type { Order } from '../../../contract/orders/schemas';
import type { Db } from '../../db/client';
import {
  couponUses,
  coupons,
  customers,
  menuCategories,
  orders,
  restaurantMenuSettings,
  restaurants,
} from '../../db/schema';
import { DEFAULT_PREPARATION_MINUTES } from '../menu/settings';

type OrderRow = typeof orders.$inferSelect;
const units = (minor: number) => Math.round(minor) / 100;

/**
 * The coupon the customer used on the order (one per order at most), as 'name' and its app code. Written with its own
 * table aliases and the order named as "orders", so it reads the same in a select and in a relational query (whose
 * extras drop table names from columns).
 */
export const orderCoupon = () => sql<{ name: string; code: string } | null>`(
    select json_build_object('name', c.name, 'code', c.appcode)
    from ${couponUses} u join ${coupons} c on c.id = u.coupon_id
    where u.order_id = "orders"."id" limit 1)`;

/**
 * The order's prep-time target in minutes: the largest target among its lines' categories, else the restaurant's
 * preparation time (its menu-page setting), else the default. Written against "orders" like orderCoupon.
 */
export const orderTarget = () => sql<number>`coalesce(
    (select max(c.target_minutes) from jsonb_array_elements("orders"."lines") as l(value)
       join ${menuCategories} c on c.id = l.value->>'categoryId' where (l.value->>'qty')::int > 0),
    (select s.preparation_minutes from ${restaurantMenuSettings} s where s.restaurant_id = "orders"."restaurant_id"),
    ${sql.raw(String(DEFAULT_PREPARATION_MINUTES))})`;

/** The columns every order query selects: the order, its restaurant's name and time zone, its customer. */
const orderSelection = {
  order: orders,
  restaurantName: restaurants.name,
  restaurantZone: restaurants.timezone,
  customer: { id: customers.id, name: customers.name, email: customers.email },
  coupon: orderCoupon(),
  targetMinutes: orderTarget(),
};

/** orders ⋈ restaurants ⟕ customers, ready for `.where(…)`. */
export const selectOrders = (db: Db) =>
  db
    .select(orderSelection)
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(customers, eq(customers.id, orders.customerId));

type OrderSelectRow = {
  order: OrderRow;
  restaurantName: string;
  restaurantZone: string;
  customer: { id: string; name: string; email: string } | null;
  coupon: { name: string; code: string } | null;
  targetMinutes?: number | null;
};

/** Database row → the API's Order (money in the currency's units; amountcaptured stays in minor units). */
export function toOrder({
  order: o,
  restaurantName,
  restaurantZone,
  customer,
  coupon,
  targetMinutes,
}: OrderSelectRow): Order {
  return {
    _id: o.id,
    id: o.orderNumber,
    refNo: o.refNo,
    restaurant: { _id: o.restaurantId, Name: restaurantName, timezone: restaurantZone },
    status: o.status,
    user: customer ? { _id: customer.id, Name: customer.name, Email: customer.email } : null,
    name: customer?.name || o.guestName || 'Guest',
    isGuest: !customer,
    date: o.createdAt.toISOString(),
    dateUpdated: o.updatedAt.toISOString(),
    mobilenumber: o.mobilenumber,
    dineIn: o.dineIn,
    tablenumber: o.tablenumber,
    isWeb: o.isWeb,
    isAdvanceOrder: o.isAdvanceOrder,
    advanceOrderDate: o.advanceOrderDate?.toISOString() ?? null,
    isParkTable: o.isParkTable,
    paymentType: o.paymentType,
    onlineposid: o.onlineposid,
    lines: o.lines.map((l) => ({
      menu: l.menu,
      name: l.name,
      category: l.category,
      categoryId: l.categoryId ?? null,
      qty: l.qty,
      cancelledQty: l.cancelledQty ?? 0,
      cancelled: l.cancelled ?? null,
      price: units(l.price),
      notes: l.notes,
      isReward: l.isReward,
      attributes: l.attributes.map((a) => ({ ...a, additionalPrice: units(a.additionalPrice) })),
      extras: l.extras.map((x) => ({ ...x, price: units(x.price) })),
    })),
    subtotal: units(o.subtotal),
    discount: units(o.discount),
    couponDiscount: units(o.couponDiscount),
    bagTakeAwayPrice: units(o.bagTakeAwayPrice),
    deliveryFee: units(o.deliveryFee),
    serviceFee: units(o.serviceFee),
    tip: units(o.tip),
    tippercentage: o.tippercentage,
    total: units(o.total),
    amountcaptured: o.amountcaptured,
    currency: o.currency,
    reason: o.reason,
    comment: o.comment,
    prepMinutes: o.prepMinutes,
    promisedMinutes: o.promisedMinutes,
    ...(targetMinutes != null ? { targetMinutes: Number(targetMinutes) } : {}),
    acceptedAt: o.acceptedAt?.toISOString() ?? null,
    completedAt: o.completedAt?.toISOString() ?? null,
    refund: o.refund,
    coupon: coupon ?? null,
    version: o.version,
  };
}
