/** The Restaurants screen's calls (the spec's calls): list, search, create, edit, delete, routed flag, migration. */
import { z } from 'zod';
import { messageAnswer, objectId, pageQuery, paged } from './common-classic';
import { DEAL_STATUSES } from './deals/routes';
import { group } from './group';
import { restaurant } from './restaurant';
import { RESTAURANT_MESSAGES, restaurantCreate, restaurantEditBody } from './restaurant-input';
import { ADMIN_ONLY, ALL_ROLES } from './roles';

/** 10 per page on the list, 25 on search (the spec's business constants). */
export const RESTAURANTS_PAGE_SIZE = 10;
export const RESTAURANTS_SEARCH_PAGE_SIZE = 25;

/** A restaurant as the list shows it (spec: Name, Address, Description, CoverImage, Deal list, AutomatedPushEnabled, routed flag). */
export const restaurantListItem = z.object({
  _id: z.string(),
  Name: z.string(),
  Address: z.string(),
  Description: z.string(),
  CoverImage: z.string(),
  /** The restaurant's deals; a deal entry opens /deals?id={_id}&status={Status}. */
  Deals: z.array(z.object({ _id: z.string(), Name: z.string(), Status: z.enum(DEAL_STATUSES) })),
  AutomatedPushEnabled: z.boolean(),
  routed: z.boolean(),
});
export type RestaurantListItem = z.infer<typeof restaurantListItem>;

const saved = z.object({ Message: z.string(), data: restaurant });
const STAFF_NOTE = 'Restaurant staff get only their own restaurant.';

const api = group({ tag: 'Restaurants', auth: ADMIN_ONLY });

export const restaurantFetch = api.get('/restaurant/fetch', {
  summary: 'Restaurants, paged (size 10), by name',
  description: STAFF_NOTE,
  auth: ALL_ROLES,
  query: pageQuery(RESTAURANTS_PAGE_SIZE),
  response: paged(restaurantListItem),
});

export const restaurantSearch = api.get('/restaurant/search', {
  summary: 'Restaurants whose name or address contains the key, paged (size 25)',
  query: pageQuery(RESTAURANTS_SEARCH_PAGE_SIZE).extend({
    key: z.string({ error: 'Search key is required' }).trim().max(200, 'Search key must be at most 200 characters'),
  }),
  response: paged(restaurantListItem),
});

export const restaurantFetchAll = api.get('/restaurant/fetchall', {
  summary: 'Every restaurant by name, for choosing one (id and Name)',
  description: STAFF_NOTE,
  auth: ALL_ROLES,
  response: z.object({ data: z.array(z.object({ _id: z.string(), Name: z.string() })) }),
});

export const restaurantAdd = api.post('/restaurant/add', {
  summary: "Create a restaurant ('Successfully created restaurant!')",
  description:
    'Defaults: dine-in on, take-out on, SMS on, app SMS off, menu buyable on, survey off, POS off, park table off; opening hours every day 00:00–23:30; currency DKK.',
  body: restaurantCreate,
  response: saved,
});

export const restaurantEdit = api.put('/restaurant/edit', {
  summary: "Update a restaurant by id ('Successfully updated restaurant!'); fields left out stay as they are",
  description:
    'Restaurant staff may edit their own restaurant only, and are refused (403 naming the field) when they send a setting only platform admins may change: ' +
    'survey, pooling, Online POS DK, disable online POS, auto accept, bag takeaway, delivery fee, park table, take-away room, VIPPS, MobilePay, survey link show, beacon, customer type, language, fee and the private flag with its users.',
  auth: ALL_ROLES,
  restaurantScope: { in: 'body', key: 'id' },
  body: restaurantEditBody,
  response: saved,
});

export const restaurantDelete = api.delete('/restaurant/delete', {
  summary: "Delete a restaurant and everything that belongs to it ('Successfully Deleted restaurant!')",
  body: z.object({ id: objectId }),
  response: messageAnswer,
});

export const restaurantToggleRouted = api.put('/restaurant/tooglerouted', {
  summary: 'Turn routed printing of a restaurant on or off',
  // The Routed Printing switch of /restaurant-routing is the restaurant admin's too.
  auth: ['Admin', 'RestaurantAdmin'],
  restaurantScope: { in: 'body', key: 'id' },
  body: z.object({ id: objectId, routed: z.boolean({ error: 'Routed must be true or false' }) }),
  response: z.object({ Message: z.string(), routed: z.boolean() }),
});

export const restaurantCheckIfRouted = api.get('/restaurant/checkifrouted', {
  summary: 'Whether routed printing is on for a restaurant',
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'id' },
  query: z.object({ id: objectId }),
  response: z.object({ routed: z.boolean() }),
});

/** The restaurants to migrate (the web checks it before sending: a browser build's endpoints carry no schemas). */
export const restaurantMigrateBody = z.object({
  restaurants: z
    .array(objectId, { error: RESTAURANT_MESSAGES.selectRestaurant })
    .min(1, RESTAURANT_MESSAGES.selectRestaurant)
    .max(500, 'At most 500 restaurants at a time'),
});

export const restaurantMigrate = api.post('/restaurant/migrate', {
  summary: "Copy restaurants to the production platform ('Processing migration may take few minutes to reflect.')",
  description:
    'Needs MIGRATION_TARGET_URL (and MIGRATION_TARGET_TOKEN, an admin token of the target). Without it the answer is 503 and nothing is sent. ' +
    'Each chosen restaurant is created on the target through its POST /api/restaurant/add, in the background; the outcome is written to the system log.',
  body: restaurantMigrateBody,
  response: messageAnswer,
});

export const configAutomatedPush = api.put('/config/automatedpush', {
  summary: "Turn a restaurant's automated push messages on or off",
  body: z.object({ restaurant: objectId, enabled: z.boolean({ error: 'Enabled must be true or false' }) }),
  response: z.object({ Message: z.string(), AutomatedPushEnabled: z.boolean() }),
});
