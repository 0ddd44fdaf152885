import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { datedStatus } from '../../../contract/promotions';
import type { Availability } from '../../../contract/availability';
import { PLATFORM_TIME_ZONE } from '../../../contract/dates';
import {
  couponUses,
  coupons,
  menuItems,
  promoUses,
  promos,
  restaurantMenuSettings,
  restaurants,
  stampBalances,
  stampEntries,
  stamps,
  type StoredOrderLine,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, fieldError } from '../../http/errors';
import { isOpenAt } from '../../../contract/schedule';

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

export const LOYALTY_MESSAGES = {
  rewardNeedsCustomer: 'Only a signed-in registered customer can redeem a stamp reward',
  rewardNotEarned: 'This reward has not been earned yet',
  rewardRaced: 'This stamp reward was just redeemed by another order: nothing was ordered',
  couponNotFound: 'Coupon not found',
  couponNotStarted: 'This coupon is not valid yet',
  couponExpired: 'This coupon has expired',
  couponMembersOnly: 'This coupon is for members only: please sign in',
  couponExclusive: 'This coupon is not available to you',
  couponOneTimeNeedsCustomer: 'Please sign in to use this one-time coupon',
  couponUsed: 'You have already used this coupon',
  couponNeedsItem: (quantity: number, item: string) => `This coupon needs ${quantity} × ${item} in the order`,
  promoNeedsCustomer: 'Please sign in to buy a promo',
  promoNotFound: 'This promo is not offered by this restaurant',
  promoNotActive: 'This promo is not available now',
  promoOutsideHours: 'This promo is not offered at this hour',
  promoLimit: (limit: number) =>
    `You have already used this promo ${limit === 1 ? 'once' : `${limit} times`}, its limit`,
} as const;

interface LoyaltyInput {
  lines: { menu: string; qty: number; isReward?: boolean }[];
  coupon?: string;
  promos?: string[];
}

async function promoSchedule({ db }: Deps, restaurantId: string) {
  const [row] = await db
    .select({ timezone: restaurants.timezone, restaurantWide: restaurantMenuSettings.promoAvailability })
    .from(restaurants)
    .leftJoin(restaurantMenuSettings, eq(restaurantMenuSettings.restaurantId, restaurants.id))
    .where(eq(restaurants.id, restaurantId));
  return { timezone: row?.timezone ?? PLATFORM_TIME_ZONE, restaurantWide: row?.restaurantWide ?? null };
}

/** What placement records in its transaction, once the order row exists. */
interface LoyaltyPlan {
  record(tx: Tx, orderId: string): Promise<void>;
  /** The coupon the order uses, as the order shows it (`orderCoupon`). */
  coupon: { name: string; code: string } | null;
  /** The coupon's item offer, checked against the ordered lines: priced by `couponItemDiscount`. */
  couponOffer: CouponOffer | null;
}

export interface CouponOffer {
  itemId: string;
  quantity: number;
  percent: number;
}

/**
 * The loyalty part of placing an order, before it is stored: reward lines are checked against the customer's
 * stamps and priced 0, the coupon code is checked, promos are added as lines. `lines` is changed in place.
 * Everything that can be lost to a concurrent order is re-checked in `record`, inside the placing transaction.
 */
export async function planLoyalty(
  deps: Deps,
  restaurantId: string,
  customerId: string | null,
  input: LoyaltyInput,
  lines: StoredOrderLine[],
): Promise<LoyaltyPlan> {
  const { db } = deps;
  const now = new Date();
  const spend = new Map<string, number>();
  for (const [i, l] of input.lines.entries()) {
    if (!l.isReward) continue;
    const at = `lines.${i}.isReward`;
    if (!customerId) throw fieldError(at, LOYALTY_MESSAGES.rewardNeedsCustomer);
    const cards = await db
      .select({ id: stamps.id, maxcount: stamps.maxcount, count: stampBalances.count })
      .from(stamps)
      .leftJoin(stampBalances, and(eq(stampBalances.stampId, stamps.id), eq(stampBalances.customerId, customerId)))
      .where(
        and(
          eq(stamps.restaurantId, restaurantId),
          eq(stamps.rewardId, l.menu),
          lte(stamps.startdate, now),
          gte(stamps.enddate, now),
        ),
      );
    const need = (c: { id: string; maxcount: number }) => (spend.get(c.id) ?? 0) + c.maxcount * l.qty;
    const card = cards.find((c) => (c.count ?? 0) >= need(c));
    if (!card) throw fieldError(at, LOYALTY_MESSAGES.rewardNotEarned);
    spend.set(card.id, need(card));
    Object.assign(lines[i], { price: 0, isReward: true });
  }

  const coupon = input.coupon ? await checkCoupon(deps, input.coupon, customerId, now) : null;
  const couponOffer = coupon ? await checkCouponOffer(deps, coupon, lines) : null;

  const promoIds = [...new Set(input.promos ?? [])];
  const promoRows = promoIds.length
    ? await db
        .select()
        .from(promos)
        .where(and(inArray(promos.id, promoIds), eq(promos.restaurantId, restaurantId)))
    : [];
  if (promoIds.length && !customerId) throw fieldError('promos', LOYALTY_MESSAGES.promoNeedsCustomer);
  const schedule = promoIds.length ? await promoSchedule(deps, restaurantId) : null;
  for (const id of promoIds) {
    const p = promoRows.find((r) => r.id === id);
    if (!p) throw fieldError('promos', LOYALTY_MESSAGES.promoNotFound);
    if (datedStatus(p.startdate, p.enddate, now) !== 'active')
      throw fieldError('promos', LOYALTY_MESSAGES.promoNotActive);
    // The promo's own weekly availability and the restaurant's promo schedule (menu page), in the restaurant's zone.
    const own = Object.keys(p.availability).length ? (p.availability as Availability) : null;
    if (!isOpenAt(own, now, schedule!.timezone) || !isOpenAt(schedule!.restaurantWide, now, schedule!.timezone))
      throw fieldError('promos', LOYALTY_MESSAGES.promoOutsideHours);
    lines.push({
      menu: p.id,
      name: p.name,
      category: 'Promo',
      categoryId: null,
      qty: 1,
      price: p.price,
      notes: '',
      isReward: false,
      attributes: [],
      extras: [],
    });
  }

  return {
    coupon: coupon && { name: coupon.name, code: coupon.appcode },
    couponOffer,
    async record(tx, orderId) {
      for (const [stampId, n] of spend) {
        // One conditional update: of two orders spending the same last stamps at once, exactly one succeeds.
        const [spent] = await tx
          .update(stampBalances)
          .set({ count: sql`${stampBalances.count} - ${n}` })
          .where(
            and(
              eq(stampBalances.stampId, stampId),
              eq(stampBalances.customerId, customerId!),
              gte(stampBalances.count, n),
            ),
          )
          .returning();
        if (!spent) throw conflict(LOYALTY_MESSAGES.rewardRaced);
        await tx.insert(stampEntries).values({ stampId, customerId: customerId!, orderId, kind: 'redeem', delta: -n });
      }
      if (coupon) {
        const [locked] = await tx
          .select({ id: coupons.id, isonetimeuse: coupons.isonetimeuse })
          .from(coupons)
          .where(eq(coupons.id, coupon.id))
          .for('update');
        if (!locked) throw fieldError('coupon', LOYALTY_MESSAGES.couponNotFound);
        if (locked.isonetimeuse && customerId) {
          const [{ n }] = await tx
            .select({ n: count() })
            .from(couponUses)
            .where(and(eq(couponUses.couponId, coupon.id), eq(couponUses.customerId, customerId)));
          if (n > 0) throw fieldError('coupon', LOYALTY_MESSAGES.couponUsed);
        }
        await tx.insert(couponUses).values({ couponId: coupon.id, customerId, orderId });
      }
      for (const p of promoRows) {
        const [locked] = await tx
          .select({ id: promos.id, limit: promos.multiplelimit, multiple: promos.ismultipleuse })
          .from(promos)
          .where(eq(promos.id, p.id))
          .for('update');
        const limit = locked.multiple ? locked.limit : 1;
        const [{ n }] = await tx
          .select({ n: count() })
          .from(promoUses)
          .where(and(eq(promoUses.promoId, p.id), eq(promoUses.customerId, customerId!)));
        if (n >= limit) throw fieldError('promos', LOYALTY_MESSAGES.promoLimit(limit));
        await tx.insert(promoUses).values({ promoId: p.id, customerId, orderId });
      }
    },
  };
}

/** A coupon by its app code (any case) or QR value: dates, members only, exclusive users and one-time use. */
async function checkCoupon({ db }: Deps, code: string, customerId: string | null, now: Date) {
  const [c] = await db
    .select()
    .from(coupons)
    .where(
      sql`lower(${coupons.appcode}) = lower(${code}) or (${coupons.qrvalue} <> '' and ${coupons.qrvalue} = ${code})`,
    )
    .limit(1);
  if (!c) throw fieldError('coupon', LOYALTY_MESSAGES.couponNotFound);
  const status = datedStatus(c.startdate, c.enddate, now);
  if (status === 'upcoming') throw fieldError('coupon', LOYALTY_MESSAGES.couponNotStarted);
  if (status === 'expired') throw fieldError('coupon', LOYALTY_MESSAGES.couponExpired);
  if (c.membersonly && !customerId) throw fieldError('coupon', LOYALTY_MESSAGES.couponMembersOnly);
  if (c.isexclusive && (!customerId || !c.exclusiveusers.includes(customerId)))
    throw fieldError('coupon', LOYALTY_MESSAGES.couponExclusive);
  if (c.isonetimeuse) {
    if (!customerId) throw fieldError('coupon', LOYALTY_MESSAGES.couponOneTimeNeedsCustomer);
    const [{ n }] = await db
      .select({ n: count() })
      .from(couponUses)
      .where(and(eq(couponUses.couponId, c.id), eq(couponUses.customerId, customerId)));
    if (n > 0) throw fieldError('coupon', LOYALTY_MESSAGES.couponUsed);
  }
  return c;
}

/** A coupon's item offer needs `quantity` of its item among the ordered lines (reward lines do not count). */
async function checkCouponOffer(
  { db }: Deps,
  c: typeof coupons.$inferSelect,
  lines: StoredOrderLine[],
): Promise<CouponOffer | null> {
  if (!c.itemId || !c.itemQuantity || !c.itemPercent) return null;
  const ordered = lines.filter((l) => l.menu === c.itemId && !l.isReward).reduce((n, l) => n + l.qty, 0);
  if (ordered < c.itemQuantity) {
    const [item] = await db.select({ name: menuItems.name }).from(menuItems).where(eq(menuItems.id, c.itemId));
    throw fieldError('coupon', LOYALTY_MESSAGES.couponNeedsItem(c.itemQuantity, item?.name ?? 'its item'));
  }
  return { itemId: c.itemId, quantity: c.itemQuantity, percent: c.itemPercent };
}
