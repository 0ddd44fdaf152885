/** GET /mobile/menu: public, rush mode and the promo popup, the customer's language, and the kept answer. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closedAvailability, defaultAvailability, WEEKDAYS } from '../../../contract/availability';
import type { CustomerMenu } from '../../../contract/menu/schemas';
import { menuItems, restaurantMenuSettings, restaurants } from '../../db/schema';
import { useTestApp } from '../../../../tests/support/test-app';
import { customerViewAnswer } from './customer-view-cache';

const t = useTestApp();

async function view(query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const res = await t.call(null, 'GET', '/mobile/menu', {
    query: { restaurant: await t.restaurantId('Demo Bistro'), ...query },
    headers,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { data: res.json.data as CustomerMenu };
}

async function settings(set: Partial<typeof restaurantMenuSettings.$inferInsert>) {
  const restaurantId = await t.restaurantId('Demo Bistro');
  await t.db
    .insert(restaurantMenuSettings)
    .values({ restaurantId, ...set })
    .onConflictDoUpdate({ target: restaurantMenuSettings.restaurantId, set });
}

describe('GET /mobile/menu', () => {
  it('answers without sign-in; an unknown restaurant is 404', async () => {
    const { data } = await view();
    expect(data.restaurant).toMatchObject({
      name: 'Demo Bistro',
      currency: { code: 'DKK' },
      dineIn: true,
      takeOut: true,
    });
    expect(data.restaurant.fees).toEqual({ serviceFee: 0, bag: 3, delivery: null });
    expect(data.categories.length).toBeGreaterThan(0);
    const res = await t.call(null, 'GET', '/mobile/menu', { query: { restaurant: 'e'.repeat(24) } });
    expect(res.status).toBe(404);
  });

  it('rush mode is active while on and inside its schedule', async () => {
    await settings({
      rushMode: true,
      rushModeTimes: null,
      rushModeHeader: 'Busy night',
      rushModeMessage: 'About 40 minutes',
    });
    expect((await view()).data.rushMode).toEqual({ active: true, header: 'Busy night', message: 'About 40 minutes' });
    await settings({ rushModeTimes: closedAvailability() });
    expect((await view()).data.rushMode.active).toBe(false);
    await settings({ rushMode: false, rushModeTimes: null });
    expect((await view()).data.rushMode.active).toBe(false);
  });

  it('shows the promo popup only when it is on', async () => {
    await settings({
      promoPopUpEnabled: true,
      promoHeader: 'Happy hour',
      promoMessage: '2 for 1',
      promoImage: '/p.png',
    });
    expect((await view()).data.promoPopup).toEqual({ header: 'Happy hour', message: '2 for 1', image: '/p.png' });
    await settings({ promoPopUpEnabled: false });
    expect((await view()).data.promoPopup).toBeNull();
  });

  it("answers in the customer's language where a translation exists (lang, else Accept-Language)", async () => {
    const english = (await view()).data;
    expect(english.language).toBeNull();
    expect(english.restaurant.description).toMatch(/^Neighbourhood bistro/);
    const danish = (await view({}, { 'accept-language': 'fr-FR, da-DK;q=0.9, en;q=0.5' })).data;
    expect(danish.language).toBe('fr-fr');
    expect(danish.restaurant.description).toBe('Kvarterets bistro med sæsonens danske retter.');
    expect((await view({ lang: 'en' }, { 'accept-language': 'da' })).data.restaurant.description).toMatch(
      /^Neighbourhood bistro/,
    );
    const [coffee] = await t.db.select().from(menuItems).where(eq(menuItems.name, 'Coffee'));
    await t.db
      .update(menuItems)
      .set({ translation: { name: { da: 'Kaffe' } } })
      .where(eq(menuItems.id, coffee.id));
    const items = (await view({ lang: 'da' })).data.categories.flatMap((c) => c.items);
    expect(items.find((i) => i._id === coffee.id)?.name).toBe('Kaffe');
  });

  it('sends the kept bytes again while nothing changed, and a new answer after a change', async () => {
    const id = await t.restaurantId('Demo Bistro');
    const first = await customerViewAnswer(t.db, id, ['en']);
    expect(await customerViewAnswer(t.db, id, ['en'])).toBe(first);
    expect(await customerViewAnswer(t.db, id, ['da'])).not.toBe(first);
    await t.db.update(menuItems).set({ price: 3900 }).where(eq(menuItems.name, 'Coffee'));
    const after = await customerViewAnswer(t.db, id, ['en']);
    expect(after).not.toBe(first);
    const items = (await view({ lang: 'en' })).data.categories.flatMap((c) => c.items);
    expect(items.find((i) => i.name === 'Coffee')?.price).toBe(39);
  });

  it("the parts that depend on the time follow the clock with the same rows (open, today's hours)", async () => {
    const id = await t.restaurantId('Demo Bistro');
    const lunch = defaultAvailability();
    for (const d of WEEKDAYS) lunch[d] = { start: '11:00', end: '14:00', isAvailable: true, othertime: [] };
    await t.db.update(restaurants).set({ availability: lunch }).where(eq(restaurants.id, id));
    const read = async (iso: string) =>
      JSON.parse((await customerViewAnswer(t.db, id, [], new Date(iso))).body.toString());
    // Copenhagen is UTC+1 in March.
    expect((await read('2026-03-04T11:00:00Z')).data.restaurant).toMatchObject({
      open: true,
      todaysHours: [{ start: '11:00', end: '14:00' }],
    });
    expect((await read('2026-03-04T15:00:00Z')).data.restaurant.open).toBe(false);
    expect((await read('2026-03-04T11:30:00Z')).data.restaurant.open).toBe(true);
  });
});
