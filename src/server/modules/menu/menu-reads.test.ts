/** The menu as the kitchen and the order screens read it: items by category, 25 a page, categories, extras. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
type Item = {
  _id: string;
  name: string;
  categoryName: string;
  price: number;
  AttributesRequired: boolean;
  options: { items: { Name: string; Price: number }[] }[];
};

const fetchMenu = async (query: Record<string, unknown>, restaurant = 'Demo Bistro') =>
  t.call(await t.asWaiter(), 'GET', '/menu/web/fetch', {
    query: { restaurant: await t.restaurantId(restaurant), ...query },
  });

describe('menu items', () => {
  it("lists every category's items ('All'), in menu order, with prices in the currency's units", async () => {
    const res = await fetchMenu({});
    expect(res.status).toBe(200);
    expect(res.json.meta).toEqual({ current_page: 1, last_page: 1, total: 14, page_limit: 25 });
    const data: Item[] = res.json.data;
    expect(data.map((i) => i.categoryName)).toEqual([
      ...Array(3).fill('Starters'),
      ...Array(4).fill('Mains'),
      ...Array(2).fill('Burgers'),
      ...Array(2).fill('Desserts'),
      ...Array(3).fill('Drinks'),
    ]);
    const steak = data.find((i) => i.name === 'Flank steak')!;
    expect(steak).toMatchObject({ price: 219, AttributesRequired: true });
    expect(steak.options[0].items.map((x) => [x.Name, x.Price])).toEqual([
      ['Fries', 0],
      ['Green salad', 0],
      ['Sweet potato fries', 15],
    ]);
    expect(data.find((i) => i.name === 'Veggie burger')!.AttributesRequired).toBe(false);
  });

  it('pages', async () => {
    const res = await fetchMenu({ page: 3, size: 5 });
    expect(res.json.meta).toEqual({ current_page: 3, last_page: 3, total: 14, page_limit: 5 });
    expect(res.json.data.map((i: Item) => i.name)).toEqual([
      'Chocolate fondant',
      'Draught beer',
      'Elderflower lemonade',
      'Coffee',
    ]);
  });

  it('filters by category', async () => {
    const categories = (
      await t.call(await t.asWaiter(), 'GET', '/menu/category/fetch', {
        query: { restaurant: await t.restaurantId('Demo Bistro') },
      })
    ).json.data;
    const mains = categories.find((c: { Category: string }) => c.Category === 'Mains')._id;
    const res = await fetchMenu({ category: mains });
    expect(res.json.data.map((i: Item) => i.name)).toEqual([
      'Stegt flæsk',
      'Pan-fried cod',
      'Flank steak',
      'Mushroom risotto',
    ]);
    expect(res.json.meta.total).toBe(4);
  });

  it("shows nothing of another restaurant's category", async () => {
    const harbourCategories = (
      await t.call(await t.asHarbour(), 'GET', '/menu/category/fetch', {
        query: { restaurant: await t.restaurantId('Harbour Grill') },
      })
    ).json.data;
    const res = await fetchMenu({ category: harbourCategories[0]._id });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([]);
  });
});

describe('categories and extras', () => {
  it('lists the categories by their order', async () => {
    const res = await t.call(await t.asBistro(), 'GET', '/menu/category/fetch', {
      query: { restaurant: await t.restaurantId('Demo Bistro') },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.map((c: { Category: string; Order: number }) => [c.Category, c.Order])).toEqual([
      ['Starters', 0],
      ['Mains', 1],
      ['Burgers', 2],
      ['Desserts', 3],
      ['Drinks', 4],
    ]);
  });

  it('lists the extras by name, with prices in units', async () => {
    const res = await t.call(await t.asBistro(), 'GET', '/extras/fetch/all', {
      query: { restaurant: await t.restaurantId('Demo Bistro') },
    });
    expect(
      res.json.data.map((x: { Name: string; Price: number; isAvailable: boolean }) => [x.Name, x.Price, x.isAvailable]),
    ).toEqual([
      ['Aged cheddar', 12, true],
      ['Bacon', 15, true],
      ['Extra bread', 15, true],
      ['Truffle mayo', 10, true],
    ]);
  });
});
