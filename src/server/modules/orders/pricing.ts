import type { PlaceOrderLine } from '../../../contract/orders/schemas';
import type { extras, menuItems, orders, StoredOrderLine } from '../../db/schema';
import { fieldError } from '../../http/errors';
import type { CouponOffer } from '../loyalty/placement';
import { discounted } from '../menu/ordering';

type Item = typeof menuItems.$inferSelect;
type Extra = typeof extras.$inferSelect;

/**
 * Prices one ordered line from the menu: the item, its chosen extras and attribute/option choices.
 * Anything not on this item's menu, sold out, or against a group's rules is refused on its field.
 */
export function priceLine(
  i: number,
  input: PlaceOrderLine,
  item: Item | undefined,
  categoryName: string,
  extrasById: Map<string, Extra>,
): StoredOrderLine {
  const at = (field: string) => `lines.${i}.${field}`;
  if (!item) throw fieldError(at('menu'), 'This item is not on the menu');
  if (!item.isavailable) throw fieldError(at('menu'), `${item.name} is sold out`);

  const chosenExtras = (input.extras ?? []).map((e) => {
    const extra = extrasById.get(e.id);
    if (!extra || !item.extras.includes(e.id))
      throw fieldError(at('extras'), `This extra is not offered with ${item.name}`);
    if (!extra.isavailable) throw fieldError(at('extras'), `${extra.name} is sold out`);
    return { _id: extra.id, name: extra.name, qty: e.qty, price: extra.price };
  });

  const groups = [
    ...item.options.map((g) => ({
      id: g.id,
      name: g.Category,
      multiple: g.isMultiple,
      limit: g.isMultiple ? 0 : 1,
      required: false,
      items: g.items.map((x) => ({ id: x.id, name: x.Name, price: x.Price })),
    })),
    ...item.attributes.map((g) => ({
      id: g.id,
      name: g.Category,
      multiple: g.limit !== 1,
      limit: g.limit,
      required: g.attributesRequired,
      items: g.items.map((x) => ({ id: x.id, name: x.Name, price: x.Price })),
    })),
  ];
  const picks = input.attributes ?? [];
  const chosenAttributes = picks.map((p) => {
    const group = groups.find((g) => g.id === p.group);
    const choice = group?.items.find((x) => x.id === p.item);
    if (!group || !choice) throw fieldError(at('attributes'), `This choice is not offered with ${item.name}`);
    return { _id: choice.id, attributeName: group.name, name: choice.name, qty: p.qty, additionalPrice: choice.price };
  });
  for (const g of groups) {
    const n = picks.filter((p) => p.group === g.id).length;
    if (g.required && n === 0) throw fieldError(at('attributes'), `Please choose ${g.name} for ${item.name}`);
    if (g.limit > 0 && n > g.limit)
      throw fieldError(at('attributes'), `Choose at most ${g.limit} of ${g.name} for ${item.name}`);
  }
  return {
    menu: item.id,
    name: item.name,
    category: categoryName,
    categoryId: item.categoryId,
    qty: input.qty,
    price: item.price,
    notes: input.notes ?? '',
    isReward: false,
    attributes: chosenAttributes,
    extras: chosenExtras,
  };
}

/** What one line costs: qty × (item + choices) + extras (minor units). */
export const lineTotal = (l: StoredOrderLine) =>
  l.qty *
  (l.price +
    l.attributes.reduce((s, a) => s + a.additionalPrice * a.qty, 0) +
    l.extras.reduce((s, x) => s + x.price * x.qty, 0));

/**
 * What a discount in percent takes off a line: each price (item, choice, extra) discounted to the minor unit as the
 * customer's view shows it, so the discounted line costs exactly what the customer saw.
 */
export function lineDiscount(l: StoredOrderLine, percent: number) {
  if (!percent) return 0;
  const off = (minor: number) => minor - discounted(minor, percent);
  return (
    l.qty *
    (off(l.price) +
      l.attributes.reduce((s, a) => s + off(a.additionalPrice) * a.qty, 0) +
      l.extras.reduce((s, x) => s + off(x.price) * x.qty, 0))
  );
}

/** The units of a coupon's item among the lines (reward lines do not count). */
const offerUnits = (lines: StoredOrderLine[], itemId: string) =>
  lines.filter((l) => l.menu === itemId && !l.isReward).reduce((n, l) => n + l.qty, 0);

/**
 * What a coupon's item offer takes off: `percent` of one unit per full `quantity` of the item ordered (2 beers → 1,
 * 3 → 1, 4 → 2), at the item's own price after the restaurant's discount; its options and extras stay paid.
 */
export function couponItemDiscount(lines: StoredOrderLine[], offer: CouponOffer | null, restaurantPercent: number) {
  const ofItem = offer ? lines.filter((l) => l.menu === offer.itemId && !l.isReward) : [];
  if (!offer || !ofItem.length) return 0;
  const units = Math.floor(offerUnits(ofItem, offer.itemId) / offer.quantity);
  const price = discounted(ofItem[0].price, restaurantPercent);
  return units * (price - discounted(price, offer.percent));
}

/**
 * A coupon's item discount once lines are cancelled: the same amount per discounted unit, for the full groups of the
 * item still on the order (two beers for one, one beer cancelled: the other is paid again). Without the offer (a
 * coupon deleted since) the amount stays.
 */
export function remainingCouponDiscount(
  before: { couponDiscount: number; lines: StoredOrderLine[] },
  lines: StoredOrderLine[],
  offer: Pick<CouponOffer, 'itemId' | 'quantity'> | null,
) {
  if (!before.couponDiscount || !offer) return before.couponDiscount;
  const groupsBefore = Math.floor(offerUnits(before.lines, offer.itemId) / offer.quantity);
  const groupsAfter = Math.floor(offerUnits(lines, offer.itemId) / offer.quantity);
  return groupsBefore ? Math.round((before.couponDiscount * groupsAfter) / groupsBefore) : before.couponDiscount;
}

type Amounts = Pick<
  typeof orders.$inferSelect,
  'subtotal' | 'discount' | 'bagTakeAwayPrice' | 'deliveryFee' | 'serviceFeePercent' | 'serviceFee' | 'tip' | 'total'
>;

/**
 * An order's money once some of its lines are cancelled, from what is left: the subtotal of the lines as they are now,
 * the discount in the same proportion (its percent is not kept, so a share of what it took), the coupon's item discount
 * as `remainingCouponDiscount` gives it, the service fee at the order's rate; the bag and delivery fees and the tip stay
 * as the customer gave them.
 */
export function remainingAmounts(before: Amounts, lines: StoredOrderLine[], couponDiscount: number) {
  const subtotal = lines.reduce((s, l) => s + lineTotal(l), 0);
  const discount = before.subtotal ? Math.round((before.discount * subtotal) / before.subtotal) : 0;
  const paid = subtotal - discount - couponDiscount;
  const serviceFee = Math.round((paid * before.serviceFeePercent) / 1000);
  const total = paid + before.bagTakeAwayPrice + before.deliveryFee + serviceFee + before.tip;
  return { subtotal, discount, couponDiscount, serviceFee, total };
}
