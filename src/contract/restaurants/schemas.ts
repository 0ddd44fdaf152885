/** The schemas of the Restaurants routes; the entity and the form bodies are in entity.ts and input.ts. */
import * as z from 'zod/mini';
import { messageAnswer, objectId, pageQuery, paged, plainText } from '../common';
import { restaurant, restaurantListItem } from './entity';
import { restaurantCreate, restaurantEditBody, restaurantMigrateBody } from './input';
import { RESTAURANTS_PAGE_SIZE, RESTAURANTS_SEARCH_PAGE_SIZE } from './constants';

export * from './entity';
export * from './input';

const saved = z.object({ Message: z.string(), data: restaurant });
const STAFF_NOTE = 'Restaurant staff get only their own restaurant.';

export const restaurantsSchemas = {
  fetchSpecific: {
    summary: 'One restaurant with all its details',
    body: z.object({ id: objectId, fromWeb: z.optional(z.boolean()) }),
    response: z.object({ data: restaurant }),
  },
  fetch: {
    summary: 'Restaurants, paged (size 10), by name',
    description: STAFF_NOTE,
    query: pageQuery(RESTAURANTS_PAGE_SIZE),
    response: paged(restaurantListItem),
  },
  search: {
    summary: 'Restaurants whose name or address contains the key, paged (size 25)',
    query: z.extend(pageQuery(RESTAURANTS_SEARCH_PAGE_SIZE), {
      key: plainText('Search key', 'Search key is required').check(
        z.trim(),
        z.maxLength(200, 'Search key must be at most 200 characters'),
      ),
    }),
    response: paged(restaurantListItem),
  },
  fetchAll: {
    summary: 'Every restaurant by name, for choosing one (id and Name)',
    description: STAFF_NOTE,
    response: z.object({ data: z.array(z.object({ _id: z.string(), Name: z.string() })) }),
  },
  add: {
    summary: "Create a restaurant ('Successfully created restaurant!')",
    description:
      'Defaults: dine-in on, take-out on, SMS on, app SMS off, menu buyable on, survey off, POS off, park table off; opening hours every day 00:00–23:30; currency DKK.',
    body: restaurantCreate,
    response: saved,
  },
  edit: {
    summary: "Update a restaurant by id ('Successfully updated restaurant!'); fields left out stay as they are",
    description:
      'Restaurant staff may edit their own restaurant only, and are refused (403 naming the field) when they send a setting only platform admins may change: ' +
      'survey, pooling, Online POS DK, disable online POS, auto accept, bag takeaway, delivery fee, park table, take-away room, VIPPS, MobilePay, survey link show, beacon, customer type, language, fee and the private flag with its users.',
    body: restaurantEditBody,
    response: saved,
  },
  delete: {
    summary: "Delete a restaurant and everything that belongs to it ('Successfully Deleted restaurant!')",
    body: z.object({ id: objectId }),
    response: messageAnswer,
  },
  toggleRouted: {
    summary: 'Turn routed printing of a restaurant on or off',
    body: z.object({ id: objectId, routed: z.boolean({ error: 'Routed must be true or false' }) }),
    response: z.object({ Message: z.string(), routed: z.boolean() }),
  },
  checkIfRouted: {
    summary: 'Whether routed printing is on for a restaurant',
    query: z.object({ id: objectId }),
    response: z.object({ routed: z.boolean() }),
  },
  migrate: {
    summary: "Copy restaurants to the production platform ('Processing migration may take few minutes to reflect.')",
    description:
      'Needs MIGRATION_TARGET_URL (and MIGRATION_TARGET_TOKEN, an admin token of the target). Without it the answer is 503 and nothing is sent. ' +
      'Each chosen restaurant is created on the target through its POST /api/restaurant/add, in the background; the outcome is written to the system log.',
    body: restaurantMigrateBody,
    response: messageAnswer,
  },
  automatedPush: {
    summary: "Turn a restaurant's automated push messages on or off",
    body: z.object({ restaurant: objectId, enabled: z.boolean({ error: 'Enabled must be true or false' }) }),
    response: z.object({ Message: z.string(), AutomatedPushEnabled: z.boolean() }),
  },
};
