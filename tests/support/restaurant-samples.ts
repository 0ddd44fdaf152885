/** Valid requests of the Restaurants calls, for the contract and malformed-input tests (tests/api/samples.ts). */
import { aroundTheClock } from '../../src/contract/availability';
import type { BodyIn, QueryIn } from '../../src/contract/endpoint';
import type { endpoints } from '../../src/contract/endpoints';
import { CURRENCIES } from '../../src/contract/restaurants/constants';
import type { Fixtures } from './fixtures';

type E = typeof endpoints;
type Sample<K extends keyof E> = (fx: Fixtures) => { query?: QueryIn<E[K]>; body?: BodyIn<E[K]> };

const hours = () => {
  const a = aroundTheClock();
  // Open all day, in two slots: the fixture restaurant takes orders whenever the suite runs.
  a.Sunday = { start: '00:00', end: '15:00', isAvailable: true, othertime: [{ start: '15:00', end: '23:59' }] };
  return a;
};

export const restaurantSamples: {
  [
    K in
      | 'restaurants.fetch'
      | 'restaurants.search'
      | 'restaurants.fetchAll'
      | 'restaurants.add'
      | 'restaurants.edit'
      | 'restaurants.delete'
      | 'restaurants.toggleRouted'
      | 'restaurants.checkIfRouted'
      | 'restaurants.migrate'
      | 'restaurants.automatedPush'
  ]: Sample<K>;
} = {
  'restaurants.fetch': () => ({ query: { page: 1, size: 10 } }),
  'restaurants.search': () => ({ query: { page: 1, size: 25, key: 'Grill' } }),
  'restaurants.fetchAll': () => ({}),
  'restaurants.add': (fx) => ({
    body: {
      name: 'Sample Kitchen',
      address: 'Vesterbrogade 1, 1620 København V',
      description: 'Made by a sample request.',
      coverimage: '/uploads/0123456789abcdef0123456789abcdef.png',
      galleryimages: ['https://images.example.com/a.jpg'],
      availability: hours(),
      // Nullable fields are null here, so that the malformed-input test's wrong values are all wrong.
      location: null,
      currency: CURRENCIES.NOK,
      primarycolor: '#0b7285',
      weeklyreportschedule: 'Friday',
      translation: { name: { da: 'Prøvekøkken' } },
      surveylinks: { google: 'https://g.page/sample', tripadvisor: '', trustpilot: '' },
      surveylookupdate: null,
      beacon: null,
      customertype: null,
      originlang: 'en',
      servicefee: 2.5,
      bagtakeaway: true,
      bagtakeawayprice: 3,
      isprivate: true,
      privateusers: [{ _id: fx.customerId, Email: 'sample@example.net' }],
    },
  }),
  // What restaurant staff may send about their own restaurant (no name change: the tests find restaurants by name).
  'restaurants.edit': (fx) => ({
    body: {
      id: fx.restaurantId,
      description: 'Edited by a sample request.',
      availability: hours(),
      isdinein: true,
      smsenabledapp: false,
      secondarycolor: '#f08c00',
      currency: CURRENCIES.DKK,
      galleryimages: ['/uploads/0123456789abcdef0123456789abcdef.png'],
    },
  }),
  'restaurants.delete': (fx) => ({ body: { id: fx.spareRestaurantId } }),
  'restaurants.toggleRouted': (fx) => ({ body: { id: fx.restaurantId, routed: true } }),
  'restaurants.checkIfRouted': (fx) => ({ query: { id: fx.restaurantId } }),
  'restaurants.migrate': (fx) => ({ body: { restaurants: [fx.restaurantId] } }),
  'restaurants.automatedPush': (fx) => ({ body: { restaurant: fx.restaurantId, enabled: true } }),
};
