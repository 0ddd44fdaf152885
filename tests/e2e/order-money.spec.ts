/** The money on a kitchen card and in the order detail adds up: lines with their extras, fees, the coupon, the total. */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { restaurantIdOf } from './kitchen-support';
import { expect, test, apiToken, loginAsStaff, shootDesktop } from './support';

const OUT = path.resolve('.tmp', 'e2e-order-money');
const grouped = (v: number) => `${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(v)} DKK`;

interface MenuItem {
  _id: string;
  name: string;
  attributes: unknown[];
  options: unknown[];
  extras: string[];
}

/** A take-away order at Demo Bistro (its bag fee applies) of an item with an extra, with a coupon made for it. */
async function placeWithExtraAndCoupon(request: APIRequestContext) {
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const restaurant = await restaurantIdOf(request, token, 'Demo Bistro');
  const menu = (await (await request.get(`/api/menu/web/fetch?restaurant=${restaurant}&size=1000`, { headers })).json())
    .data as MenuItem[];
  const item = menu.find((i) => i.extras.length > 0 && i.attributes.length === 0 && i.options.length === 0)!;
  const code = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;
  const day = 86_400_000;
  const coupon = await request.post('/api/coupon/addnewcoupon', {
    headers,
    data: {
      name: 'Two draught beers for one',
      text: 'Test coupon',
      startdate: new Date(Date.now() - day).toISOString(),
      enddate: new Date(Date.now() + 10 * day).toISOString(),
      appcode: code,
    },
  });
  expect(coupon.status()).toBe(200);
  const res = await request.post('/api/mobile/order/place', {
    data: {
      restaurant,
      lines: [{ menu: item._id, qty: 2, extras: [{ id: item.extras[0], qty: 1 }] }],
      dineIn: false,
      paymentType: 'card',
      guest: { name: 'Money Guest' },
      coupon: code,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

test('a kitchen card shows each line with its extras, the bag fee, the coupon and a total they add up to', async ({
  page,
  request,
}) => {
  const order = await placeWithExtraAndCoupon(request);
  const l = order.lines[0];
  const lineAmount = l.qty * (l.price + l.extras[0].qty * l.extras[0].price);
  expect(order.bagTakeAwayPrice).toBeGreaterThan(0);
  expect(l.extras[0].price).toBeGreaterThan(0);
  expect(lineAmount - order.discount + order.bagTakeAwayPrice).toBeCloseTo(order.total, 2);

  await loginAsStaff(page);
  await page.goto(`/orders?status=${order.status}`);
  const card = page.getByTestId(`order-${order.refNo}`).filter({ hasText: 'Money Guest' });
  await expect(card).toBeVisible();
  await expect(card.getByText(grouped(lineAmount), { exact: true })).toBeVisible();
  await expect(card.getByTestId('charge-Bag fee')).toHaveText(grouped(order.bagTakeAwayPrice));
  if (order.discount > 0) await expect(card.getByTestId('charge-Discount')).toHaveText(`−${grouped(order.discount)}`);
  await expect(card.getByTestId('order-total')).toHaveText(grouped(order.total));
  await expect(card.getByTestId('order-coupon')).toHaveText(`Coupon: Two draught beers for one (${order.coupon.code})`);
  await card.scrollIntoViewIfNeeded();
  await shootDesktop(page, (w) => path.join(OUT, `kitchen-card-${w}.png`));
});
