/** Every price change is in the system log: who made it, and each changed price from its old to its new value. */
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureMaker } from '../../../../tests/support/fixtures';
import { fixturesOf, sampleOf } from '../../../../tests/api/samples';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
let makeFixtures: ReturnType<typeof fixtureMaker>;
beforeAll(() => {
  makeFixtures = fixtureMaker(t);
});

/** A valid request of the endpoint about Demo Bistro, made from new fixtures. */
async function send(token: string, name: 'menu.edit') {
  return t.call(token, 'PUT', '/menu/edit', sampleOf(name, await makeFixtures('Demo Bistro', fixturesOf(name))));
}

describe('price changes in the system log', () => {
  it('say who changed which price, from what to what', async () => {
    // The fixture product costs 45.00; the sample edit sets 129.50.
    const edited = await send(await t.asWaiter(), 'menu.edit');
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);

    const logs = await t.call(await t.asAdmin(), 'GET', '/logs/fetch', { query: { page: 1, size: 100 } });
    const line = (logs.json.records as { Email: string; Others: Record<string, unknown> }[]).find(
      (l) => l.Others.path === '/api/menu/edit',
    );
    expect(line?.Email).toBe('waiter@example.com');
    expect(line?.Others.changes).toEqual({ prices: [{ name: 'Sample burger', from: 45, to: 129.5 }] });
  });

  it("name a changed option's price by product, group and option", async () => {
    const admin = await t.asBistro();
    const fx = await makeFixtures('Demo Bistro', fixturesOf('menu.add'));
    const added = await t.call(admin, 'POST', '/menu/add', { body: sampleOf('menu.add', fx).body });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const item = added.json.data as { _id: string; options: { id: string; items: { id: string; Name: string }[] }[] };
    const body = sampleOf('menu.add', fx).body as {
      options: { id?: string; items: { id?: string; Price: number }[] }[];
    };
    body.options = body.options.map((g, gi) => ({
      ...g,
      id: item.options[gi].id,
      items: g.items.map((x, xi) => ({ ...x, id: item.options[gi].items[xi].id, Price: xi === 1 ? 7.5 : x.Price })),
    }));
    const edited = await t.call(admin, 'PUT', '/menu/edit', { body: { ...body, id: item._id } });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);

    const logs = await t.call(await t.asAdmin(), 'GET', '/logs/fetch', { query: { page: 1, size: 1 } });
    expect(logs.json.records[0].Email).toBe('bistro@example.com');
    expect(logs.json.records[0].Others.changes).toEqual({
      prices: [{ name: 'Sample burger › Side › Salad', from: 5, to: 7.5 }],
    });
  });

  it('add nothing when the price stays', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const fx = await makeFixtures('Demo Bistro', fixturesOf('menu.edit'));
    const body = { ...(sampleOf('menu.edit', fx).body as Record<string, unknown>), price: 45 };
    const edited = await t.call(await t.asBistro(), 'PUT', '/menu/edit', { body: { ...body, restaurant: bistro } });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const logs = await t.call(await t.asAdmin(), 'GET', '/logs/fetch', { query: { page: 1, size: 1 } });
    expect(logs.json.records[0].Others.path).toBe('/api/menu/edit');
    expect(logs.json.records[0].Others.changes).toBeUndefined();
  });
});

describe("an extra's and a drink entry's price", () => {
  it('are logged from old to new as well', async () => {
    const admin = await t.asBistro();
    const restaurant = await t.restaurantId('Demo Bistro');
    const extra = await t.call(admin, 'POST', '/extras/add', { body: { restaurant, Name: 'Aioli', Price: 6 } });
    expect(extra.status, JSON.stringify(extra.json)).toBe(200);
    const editedExtra = await t.call(admin, 'PUT', '/extras/edit', {
      body: { restaurant, id: extra.json.data._id, Name: 'Aioli', Price: 8 },
    });
    expect(editedExtra.status, JSON.stringify(editedExtra.json)).toBe(200);
    const lastChanges = async () =>
      (await t.call(await t.asAdmin(), 'GET', '/logs/fetch', { query: { page: 1, size: 1 } })).json.records[0].Others
        .changes;
    expect(await lastChanges()).toEqual({ prices: [{ name: 'Aioli', from: 6, to: 8 }] });

    const options = [
      { name: 'Cola', price: 0 },
      { name: 'Juice', price: 10 },
    ];
    const drink = await t.call(admin, 'POST', '/drinks/add', { body: { restaurant, name: 'Soft drinks', options } });
    expect(drink.status, JSON.stringify(drink.json)).toBe(200);
    const stored = drink.json.data.options as { id: string; name: string; price: number }[];
    const editedDrink = await t.call(admin, 'PUT', '/drinks/edit', {
      body: {
        restaurant,
        id: drink.json.data._id,
        name: 'Soft drinks',
        options: stored.map((o) => ({ ...o, price: o.name === 'Juice' ? 12 : o.price })),
      },
    });
    expect(editedDrink.status, JSON.stringify(editedDrink.json)).toBe(200);
    expect(await lastChanges()).toEqual({ prices: [{ name: 'Soft drinks › Juice', from: 10, to: 12 }] });
  });
});
