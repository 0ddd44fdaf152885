/** A coupon's item offer: saved from the admin form, and its amount on the kitchen card, adding up to the total. */
import path from 'node:path';
import { restaurantIdOf } from './kitchen-support';
import { notice } from './promotions-support';
import { apiToken, expect, loginAsAdmin, loginAsStaff, shootDesktop, test, unique } from './support';

const OUT = path.resolve('.tmp', 'e2e-coupon-offer');
const grouped = (v: number) => `${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(v)} DKK`;

test('the coupon form saves an item offer: restaurant, menu item, quantity and discount, with field errors', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAsAdmin(page);
  await page.goto('/coupons');
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  const add = page.getByRole('dialog', { name: 'Add Coupon' });
  const name = unique('Beer offer');
  const code = `BEER${Date.now().toString(36).toUpperCase()}`;
  await add.getByLabel('Name').fill(name);
  await add.getByRole('textbox', { name: 'Text', exact: true }).fill('Two draught beers for one');
  await add.getByLabel('App Code').fill(code);
  const offer = add.getByRole('group', { name: 'Item offer' });
  await offer.getByLabel('Quantity').fill('2');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(
    offer.getByText('Choose the menu item of the offer, or leave quantity and discount empty'),
  ).toBeVisible();
  await offer.getByRole('combobox', { name: 'Restaurant' }).click();
  await page.getByRole('option', { name: 'Demo Bistro' }).click();
  await offer.getByRole('combobox', { name: 'Menu item' }).fill('Draught');
  await page.getByRole('option', { name: 'Draught beer' }).click();
  await offer.getByLabel('Discount (%)').fill('101');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(offer.getByText('Discount must be at most 100')).toBeVisible();
  await offer.getByLabel('Discount (%)').fill('100');
  await add.getByLabel('Name').click();
  await shootDesktop(page, (w) => path.join(OUT, `coupon-form-${w}.png`));
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully created coupon!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Happy hour/ })).toContainText('2 × Draught beer: one free (Demo Bistro)');
  await shootDesktop(page, (w) => path.join(OUT, `coupons-${w}.png`));

  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const coupons = (await (await request.get('/api/coupon/getallcoupon?size=1000', { headers })).json()).data as {
    Name: string;
    ItemOffer: unknown;
  }[];
  const beerOffer = { item: { name: 'Draught beer' }, restaurant: { Name: 'Demo Bistro' }, quantity: 2, percent: 100 };
  expect(coupons.find((c) => c.Name === name)?.ItemOffer).toMatchObject(beerOffer);
  // The demo's "two draught beers for the price of one" coupon has the same offer.
  expect(coupons.find((c) => c.Name === 'Happy hour')?.ItemOffer).toMatchObject(beerOffer);
});

test('a kitchen card shows the coupon with what its item offer took off, and the figures add up', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const name = unique('Two draught beers for one');
  const code = `BEER${Date.now().toString(36).toUpperCase()}`;
  const restaurant = await restaurantIdOf(request, token, 'Demo Bistro');
  const menu = (await (await request.get(`/api/menu/web/fetch?restaurant=${restaurant}&size=1000`, { headers })).json())
    .data as { _id: string; name: string }[];
  const beer = menu.find((i) => i.name === 'Draught beer')!;
  const day = 86_400_000;
  const coupon = await request.post('/api/coupon/addnewcoupon', {
    headers,
    data: {
      name,
      text: 'Every second beer is on us',
      startdate: new Date(Date.now() - day).toISOString(),
      enddate: new Date(Date.now() + 10 * day).toISOString(),
      appcode: code,
      itemid: beer._id,
      itemquantity: 2,
      itempercent: 100,
    },
  });
  expect(coupon.status(), await coupon.text()).toBe(200);
  const placed = await request.post('/api/mobile/order/place', {
    data: {
      restaurant,
      lines: [{ menu: beer._id, qty: 2, attributes: [{ group: 'size', item: 'small' }] }],
      dineIn: false,
      paymentType: 'card',
      guest: { name: 'Beer Guest' },
      coupon: code,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data;
  expect(order.couponDiscount).toBe(order.lines[0].price);

  await loginAsStaff(page);
  await page.goto(`/orders?status=${order.status}`);
  const card = page.getByTestId(`order-${order.refNo}`).filter({ hasText: 'Beer Guest' });
  await expect(card.getByTestId('order-coupon')).toHaveText(
    `Coupon: ${name} (${code})−${grouped(order.couponDiscount)}`,
  );
  await expect(card.getByTestId('charge-Bag fee')).toHaveText(grouped(order.bagTakeAwayPrice));
  await expect(card.getByTestId('order-total')).toHaveText(grouped(order.total));
  expect(2 * order.lines[0].price - order.couponDiscount + order.bagTakeAwayPrice).toBeCloseTo(order.total, 2);
  await card.scrollIntoViewIfNeeded();
  await shootDesktop(page, (w) => path.join(OUT, `kitchen-card-${w}.png`));

  const accepted = await request.put('/api/orders/restaurant/acceptorder', { headers, data: { id: order._id } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await page.goto('/orders?status=confirmed');
  await page
    .getByTestId(`order-${order.refNo}`)
    .filter({ hasText: 'Beer Guest' })
    .getByRole('button', { name: 'Print' })
    .click();
  const invoice = page.getByRole('dialog', { name: `Invoice ${order.refNo}` });
  const couponRow = invoice.getByText(`Kupon ${name} (${code})`).locator('..');
  await expect(couponRow).toContainText(`−${order.couponDiscount.toFixed(2).replace('.', ',')}`);
  await page.screenshot({ path: path.join(OUT, 'invoice-1280.png') });
});
