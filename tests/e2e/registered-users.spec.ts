import { type APIRequestContext } from '@playwright/test';
import { expect, test, apiToken, loginAsAdmin } from './support';

interface Customer {
  _id: string;
  Email: string;
  Name: string;
  FirstOrder: string | null;
}
interface HistoryOrder {
  _id: string;
  id: number;
  status: string;
  lines: { isReward: boolean }[];
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${await apiToken(request)}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}
const customers = (request: APIRequestContext, page: number) =>
  api<{ data: Customer[]; meta: { total: number } }>(request, `/user/fetch?page=${page}&size=25`);
const history = (request: APIRequestContext, id: string) =>
  api<{ data: HistoryOrder[] }>(request, `/user/orderHistory?id=${id}`).then((a) => a.data);

test('search and page the registered users, with the search term and page in the URL', async ({ page, request }) => {
  const first = await customers(request, 1);
  await loginAsAdmin(page);
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Registered Users' }).click();
  await expect(page).toHaveURL(/\/registeredusers$/);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Email',
    'Registered via',
    'Date Registered',
    'First Order',
    'Action',
  ]);
  await expect(page.getByText(`Total: ${first.meta.total}`)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(26);
  await expect(page.getByRole('row').nth(1)).toContainText(first.data[0].Email);
  // Local sign-ups show as 'Email'.
  expect((await page.getByRole('row').nth(2).textContent())?.toLowerCase()).toMatch(/email|google|apple/);

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/registeredusers\?page=2$/);
  await expect(page.getByRole('row')).toHaveCount(first.meta.total - 25 + 1);

  const search = page.getByRole('textbox', { name: 'Search by email' });
  await search.fill('anna');
  await expect(page).toHaveURL(/\/registeredusers\?key=anna$/);
  const rows = page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows.first()).toContainText('anna');
  for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain('anna');
  await expect(page.getByText(`Total: ${await rows.count()}`)).toBeVisible();

  await page.reload();
  await expect(search).toHaveValue('anna');
  await expect(rows.first()).toContainText('anna');

  await search.fill('nobody-has-this-address');
  await expect(page.getByText('No users found')).toBeVisible();
  await expect(page.getByText('Total: 0')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/registeredusers$/);
  await expect(page.getByRole('row')).toHaveCount(26);
});

test("open a customer's order history: four columns of order cards", async ({ page, request }) => {
  const list = await customers(request, 1);
  let chosen: { customer: Customer; orders: HistoryOrder[] } | undefined;
  for (const c of list.data.filter((x) => x.FirstOrder)) {
    const orders = await history(request, c._id);
    if (orders.some((o) => o.lines.some((l) => l.isReward))) {
      chosen = { customer: c, orders };
      break;
    }
  }
  expect(chosen, 'a demo customer with a stamp reward').toBeTruthy();
  const { customer, orders } = chosen!;

  await loginAsAdmin(page);
  await page.goto('/registeredusers');
  await page.getByRole('link', { name: `View ${customer.Email}` }).click();
  await expect(page).toHaveURL(new RegExp(`/registeredusers-view\\?id=${customer._id}&email=`));
  await expect(page.getByRole('heading', { name: `Order history of ${customer.Email}` })).toBeVisible();
  for (const [status, title] of [
    ['confirmed', 'Confirmed'],
    ['completed', 'Completed'],
    ['refunded', 'Refunded'],
    ['cancelled', 'Cancelled'],
  ]) {
    const column = page.getByRole('region', { name: title });
    await expect(column.getByRole('heading', { name: title })).toBeVisible();
    await expect(column.getByTestId('history-order')).toHaveCount(orders.filter((o) => o.status === status).length);
  }
  const rewarded = orders.find((o) => o.lines.some((l) => l.isReward))!;
  const card = page.getByRole('region', { name: 'Completed' }).getByLabel(`Order ${rewarded.id}`);
  await expect(card).toContainText('Stamp reward');
  await expect(card).toContainText(/Total\s*\d{1,3}(,\d{3})*\.\d{2} DKK/);

  await page.getByRole('link', { name: 'Back to Registered Users' }).click();
  await expect(page).toHaveURL(/\/registeredusers$/);
});

test('delete a customer after the confirmation; the list reloads on the same page and their orders stay', async ({
  page,
  request,
}) => {
  const second = await customers(request, 2);
  const target = second.data.find((c) => c.FirstOrder)!;
  const [order] = await history(request, target._id);

  await loginAsAdmin(page);
  await page.goto('/registeredusers?page=2');
  await expect(page.getByText(`Total: ${second.meta.total}`)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${target.Email}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this user? This action cannot be undone!');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: new RegExp(target.Email) })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${target.Email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Successfully deleted user!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(target.Email) })).toHaveCount(0);
  await expect(page.getByText(`Total: ${second.meta.total - 1}`)).toBeVisible();
  await expect(page).toHaveURL(/\/registeredusers\?page=2$/);

  // The order is still there, under the customer's name.
  const found = await api<{ data: { _id: string; name: string; user: unknown }[] }>(
    request,
    `/restaurants/searchviaorder?orderid=${order.id}`,
  );
  expect(found.data.find((o) => o._id === order._id)).toMatchObject({ name: target.Name, user: null });
});
