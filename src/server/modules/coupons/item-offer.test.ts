import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ITEM_OFFER_MESSAGES as O } from '../../../contract/coupons/item-offer';
import { calendarDay } from '../../../contract/dates';
import type { Json } from '../../../../tests/support/http';
import { menuOf, place } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';
import { LOYALTY_MESSAGES as L } from '../loyalty/placement';

const t = useTestApp();
const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const code = () => `B${randomBytes(4).toString('hex').toUpperCase()}`;

let beer: string;
let coffee: string;
beforeAll(async () => {
  const menu = await menuOf(t, 'Demo Bistro');
  beer = menu.item('Draught beer');
  coffee = menu.item('Coffee');
});

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Two draught beers for one',
  text: 'Every second beer is on us',
  startdate: iso(-1),
  enddate: iso(10),
  appcode: code(),
  ...over,
});
const add = async (over: Record<string, unknown> = {}) =>
  t.call(await t.asAdmin(), 'POST', '/coupon/addnewcoupon', { body: body(over) });
const twoForOne = async () =>
  (await add({ itemid: beer, itemquantity: 2, itempercent: 100 })).json.data.AppCode as string;
const fieldError = (param: string, msg: string) => ({ Message: [{ param, msg }], code: 'VALIDATION' });

/** Small draught beers (55.00 each) and a coffee (35.00) to take away, as a guest: a 3.00 bag on top. */
const order = (beers: number[], coupon?: string, extra: Json[] = []) =>
  place(t, 'Demo Bistro', {
    lines: [
      ...beers.map((qty) => ({ menu: beer, qty, attributes: [{ group: 'size', item: 'small' }] })),
      { menu: coffee, qty: 1 },
      ...extra,
    ],
    ...(coupon ? { coupon } : {}),
  });

describe('the coupon form: an item offer', () => {
  it('saves the item, how many of it and the percent, reads them back with the restaurant, and clears them', async () => {
    const res = await add({ itemid: beer, itemquantity: 2, itempercent: 100 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.ItemOffer).toEqual({
      item: { _id: beer, name: 'Draught beer' },
      restaurant: { _id: await t.restaurantId('Demo Bistro'), Name: 'Demo Bistro' },
      quantity: 2,
      percent: 100,
    });
    const plain = await t.call(await t.asAdmin(), 'PUT', '/coupon/editcoupon', {
      body: {
        ...body({ appcode: res.json.data.AppCode, itemid: '', itemquantity: '', itempercent: '' }),
        couponid: res.json.data._id,
      },
    });
    expect(plain.status, JSON.stringify(plain.json)).toBe(200);
    expect(plain.json.data.ItemOffer).toBeNull();
    expect((await add()).json.data.ItemOffer).toBeNull();
  });

  it('answers field errors: an unknown item, a quantity that is not a whole number from 1, a percent outside 1–100', async () => {
    expect((await add({ itemid: 'f'.repeat(24), itemquantity: 2, itempercent: 100 })).json).toEqual(
      fieldError('itemid', O.itemNotFound),
    );
    expect((await add({ itemid: beer, itemquantity: 1.5, itempercent: 100 })).json).toEqual(
      fieldError('itemquantity', 'Quantity must be a whole number'),
    );
    expect((await add({ itemid: beer, itemquantity: 0, itempercent: 100 })).json).toEqual(
      fieldError('itemquantity', 'Quantity must be at least 1'),
    );
    expect((await add({ itemid: beer, itemquantity: 2, itempercent: 101 })).json).toEqual(
      fieldError('itempercent', 'Discount must be at most 100'),
    );
    expect((await add({ itemid: beer, itemquantity: 2 })).json).toEqual(fieldError('itempercent', O.percentMissing));
    expect((await add({ itemquantity: 2, itempercent: 50 })).json).toEqual(fieldError('itemid', O.itemMissing));
  });
});

describe('a coupon with an item offer at placement', () => {
  it('refuses an order without enough of the item, naming what the coupon needs', async () => {
    const res = await order([1], await twoForOne());
    expect(res.status).toBe(403);
    expect(res.json).toEqual(fieldError('coupon', L.couponNeedsItem(2, 'Draught beer')));
    expect(L.couponNeedsItem(2, 'Draught beer')).toBe('This coupon needs 2 × Draught beer in the order');
  });

  it('2 beers → one free: the order, its detail, its total and the amount captured show it', async () => {
    const coupon = await twoForOne();
    const res = await order([2], coupon);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    // 2 × 55 + 35 = 145, one beer (55) off, bag 3 → 93
    expect(res.json.data).toMatchObject({ subtotal: 145, discount: 0, couponDiscount: 55, total: 93 });
    expect(res.json.data.amountcaptured).toBe(9300);
    expect(res.json.data.coupon).toEqual({ name: 'Two draught beers for one', code: coupon });
    const detail = await t.call(await t.asAdmin(), 'GET', '/orders/restaurant/detail', {
      query: { id: res.json.data._id },
    });
    expect(detail.json.data.order).toMatchObject({ couponDiscount: 55, total: 93 });
  });

  it('4 beers over two lines → two free, 3 → one; reward and other lines do not count', async () => {
    const coupon = await twoForOne();
    const four = await order([1, 3], coupon);
    expect(four.json.data).toMatchObject({ subtotal: 255, couponDiscount: 110, total: 148 });
    const three = await order([3], coupon);
    expect(three.json.data).toMatchObject({ subtotal: 200, couponDiscount: 55, total: 148 });
  });

  it('cancelling beers keeps one free per full pair left, and refunds only what the customer no longer owes', async () => {
    const placed = await order([4], await twoForOne());
    expect(placed.json.data).toMatchObject({ subtotal: 255, couponDiscount: 110, total: 148, amountcaptured: 14800 });
    const cancel = async (qty: number) =>
      t.call(await t.asBistro(), 'PUT', '/orders/restaurant/line-cancel', {
        body: { id: placed.json.data._id, line: 0, qty, reason: 'Keg empty' },
      });
    // 3 beers: one pair left, one free: 165 − 55 + 35 + 3 bag, what was paid already.
    const three = await cancel(1);
    expect(three.status, JSON.stringify(three.json)).toBe(200);
    expect(three.json.data).toMatchObject({ subtotal: 200, couponDiscount: 55, total: 148, amountcaptured: 14800 });
    // 1 beer: no pair, no free beer: 55 + 35 + 3; 55.00 back.
    const one = await cancel(2);
    expect(one.json.data).toMatchObject({ subtotal: 90, couponDiscount: 0, total: 93, amountcaptured: 9300 });
  });

  it("takes the percent off the beer's own price: a large beer's upcharge is still paid", async () => {
    const half = (await add({ itemid: beer, itemquantity: 2, itempercent: 50 })).json.data.AppCode;
    const large = { menu: beer, qty: 2, attributes: [{ group: 'size', item: 'large' }] };
    const res = await order([], half, [large]);
    // 2 × (55 + 20) + 35 = 185, half of one beer's 55 off, bag 3 → 160.50
    expect(res.json.data).toMatchObject({ subtotal: 185, couponDiscount: 27.5, total: 160.5 });
  });

  it('a plain coupon changes no price', async () => {
    const plain = (await add()).json.data.AppCode;
    const res = await order([2], plain);
    expect(res.json.data).toMatchObject({ subtotal: 145, discount: 0, couponDiscount: 0, total: 148 });
  });

  it("the restaurant report's discount holds the coupon's amount, and its total is what was paid", async () => {
    const res = await order([2], await twoForOne());
    await t.call(await t.asAdmin(), 'PUT', '/orders/restaurant/acceptorder', { body: { id: res.json.data._id } });
    const today = calendarDay(new Date(), 'Europe/Copenhagen');
    const report = await t.call(await t.asBistro(), 'GET', '/orders/restaurant/report/confirmed', {
      query: { restaurant: await t.restaurantId('Demo Bistro'), startdate: today, enddate: today },
    });
    const row = report.json.data.find((r: { _id: string }) => r._id === res.json.data._id);
    expect(row).toMatchObject({ subtotal: 145, discount: 55, total: 93, amountcaptured: 9300 });
  });
});
