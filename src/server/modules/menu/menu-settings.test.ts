/** Promo availability, rush mode, promo popup (RestaurantAdmin and Admin only) and the ratings viewer. */
import { describe, expect, it } from 'vitest';
import { defaultAvailability } from '../../../contract/availability';
import { menuRatings } from '../../db/schema';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const bistro = () => t.restaurantId('Demo Bistro');

describe('menu-page settings', () => {
  it("saves promo availability ('Promo availability updated!'), rush mode and the promo popup, and reads them back", async () => {
    const restaurant = await bistro();
    const av = defaultAvailability();
    av.Friday = { start: '15:00', end: '17:00', isAvailable: true, othertime: [{ start: '21:00', end: '23:00' }] };
    const promo = await t.call(await t.asBistro(), 'PUT', '/restaurant/updatepromoavailability', {
      body: { restaurant, availability: av },
    });
    expect(promo.json).toEqual({ Message: 'Promo availability updated!' });
    const rush = await t.call(await t.asBistro(), 'PUT', '/rushmode/edit', {
      body: {
        restaurant,
        RushMode: true,
        RushModeTimes: av,
        RushModeHeader: 'Busy kitchen',
        RushModeMessage: 'About 40 minutes',
      },
    });
    expect(rush.json).toEqual({ Message: 'Successfully updated rush mode!' });
    const popup = await t.call(await t.asAdmin(), 'PUT', '/promoconfig/edit', {
      body: {
        _id: restaurant,
        PromoConfig: {
          PromoPopUpEnabled: true,
          PromoHeader: 'Happy hour',
          PromoMessage: '2 for 1',
          PromoImage: '/uploads/p.png',
        },
      },
    });
    expect(popup.json).toEqual({ Message: 'Successfully updated promo popup!' });
    const read = await t.call(await t.asWaiter(), 'GET', '/menu/settings', { query: { restaurant } });
    expect(read.json.data).toMatchObject({
      PromoAvailability: av,
      RushMode: true,
      RushModeTimes: av,
      RushModeHeader: 'Busy kitchen',
      RushModeMessage: 'About 40 minutes',
      PromoPopUpEnabled: true,
      PromoHeader: 'Happy hour',
      PromoMessage: '2 for 1',
      PromoImage: '/uploads/p.png',
    });
  });

  it('refuses restaurant users (their button group is hidden) and bad hours', async () => {
    const restaurant = await bistro();
    const res = await t.call(await t.asWaiter(), 'PUT', '/rushmode/edit', {
      body: { restaurant, RushMode: false, RushModeTimes: defaultAvailability() },
    });
    expect(res.status).toBe(403);
    expect(
      (
        await t.call(await t.asWaiter(), 'PUT', '/restaurant/updatepromoavailability', {
          body: { restaurant, availability: defaultAvailability() },
        })
      ).status,
    ).toBe(403);
    const av = defaultAvailability();
    av.Sunday.othertime = [{ start: '9:5', end: '10:00' }];
    const bad = await t.call(await t.asBistro(), 'PUT', '/restaurant/updatepromoavailability', {
      body: { restaurant, availability: av },
    });
    expect(bad.status).toBe(403);
    expect(bad.json.Message).toEqual([
      { param: 'availability.Sunday.othertime.0.start', msg: 'Please provide proper hour format (HH:mm)' },
    ]);
  });
});

describe('ratings', () => {
  it('lists ratings newest first with averages in meta', async () => {
    const restaurant = await t.restaurantId('Harbour Grill');
    await t.db.delete(menuRatings);
    await t.db.insert(menuRatings).values([
      {
        restaurantId: restaurant,
        userName: 'Ann',
        date: new Date('2025-01-01'),
        comments: 'Fine',
        mainRating: 4,
        food: 5,
        service: 3,
        waitingTime: 4,
        orderingExperience: 5,
      },
      {
        restaurantId: restaurant,
        userName: 'Bo',
        date: new Date('2025-02-01'),
        comments: 'Slow',
        mainRating: 3,
        food: 4,
        service: 4,
        waitingTime: 1,
        orderingExperience: 4,
      },
    ]);
    const res = await t.call(await t.asHarbour(), 'GET', '/ratings/fetch', { query: { restaurant } });
    expect(res.status).toBe(200);
    expect(res.json.data.map((r: { User: { Name: string } }) => r.User.Name)).toEqual(['Bo', 'Ann']);
    expect(res.json.meta).toMatchObject({
      total: 2,
      averages: { MainRating: 3.5, Food: 4.5, Service: 3.5, WaitingTime: 2.5, OrderingExperience: 4.5 },
    });
  });
});
