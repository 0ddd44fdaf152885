/** Extras, drinks, higher categories, tags, AI tag suggestions and Online POS products of the menu page (the spec). */
import { z } from 'zod';
import { availability } from './availability-classic';
import { messageAnswer, objectId, pageQuery, paged } from './common-classic';
import { endpoint } from './endpoint';
import { tagRef } from './menu';
import { ALL_ROLES } from './roles';
import { translationInput } from './translation-classic';

export const CATALOGUE_MESSAGES = {
  extrasSaved: 'Successfully created/updated extras!',
  extrasDeleted: 'Successfully Deleted extras!',
  extraNotFound: 'Extra not found',
  drinksSaved: 'Successfully created/updated drinks!',
  drinksDeleted: 'Successfully Deleted drinks!',
  drinkNotFound: 'Drink not found',
  higherSaved: 'Successfully created/updated higher category!',
  higherDeleted: 'Successfully deleted higher category!',
  higherOrderSaved: 'Higher category order successfully saved',
  higherNotFound: 'Higher category not found',
  invalidValue: 'Invalid value',
} as const;

const price = z
  .number({ error: 'Price must be a number' })
  .min(0, 'Price cannot be negative')
  .max(1_000_000, 'Price is too high');
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const imageUrl = z.string().trim().max(2000, 'Image link is too long');
const translationOut = z.record(z.string(), z.record(z.string(), z.string()));
const PAGE = 25;

export const extraFull = z.object({
  _id: z.string(),
  Name: z.string(),
  Description: z.string(),
  Price: z.number(),
  Image: z.string(),
  GalleryImages: z.array(z.string()),
  isAvailable: z.boolean(),
  Translation: translationOut,
  SKU: z.string(),
  OnlinePOSProductId: z.string(),
});
export type ExtraFull = z.infer<typeof extraFull>;
export const extraInput = z.object({
  restaurant: objectId,
  Name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  Description: text(2000).default(''),
  Price: price,
  SKU: text(100).default(''),
  OnlinePOSProductId: text(100).default(''),
  isAvailable: z.boolean().default(true),
  Image: imageUrl.default(''),
  GalleryImages: z.array(imageUrl).max(20).default([]),
  Translation: translationInput,
});
const scopedBody = {
  auth: ALL_ROLES,
  restaurantScope: { in: 'body', key: 'restaurant' },
} as const;
const scopedQuery = {
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
} as const;

export const extrasFetch = endpoint({
  method: 'GET',
  path: '/extras/fetch',
  tag: 'Menu',
  summary: "A restaurant's extras, 25 per page",
  ...scopedQuery,
  query: pageQuery(PAGE).extend({ restaurant: objectId }),
  response: paged(extraFull),
});
export const extrasAdd = endpoint({
  method: 'POST',
  path: '/extras/add',
  tag: 'Menu',
  summary: `Add an extra ('${CATALOGUE_MESSAGES.extrasSaved}')`,
  ...scopedBody,
  body: extraInput,
  response: z.object({ Message: z.string(), data: extraFull }),
});
export const extrasEdit = endpoint({
  method: 'PUT',
  path: '/extras/edit',
  tag: 'Menu',
  summary: `Edit an extra ('${CATALOGUE_MESSAGES.extrasSaved}')`,
  ...scopedBody,
  body: extraInput.extend({ id: objectId }),
  response: z.object({ Message: z.string(), data: extraFull }),
});
export const extrasDelete = endpoint({
  method: 'DELETE',
  path: '/extras/delete',
  tag: 'Menu',
  summary: `Delete an extra ('${CATALOGUE_MESSAGES.extrasDeleted}'); products stop offering it`,
  ...scopedBody,
  body: z.object({ restaurant: objectId, id: objectId }),
  response: messageAnswer,
});

const drinkOption = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  isDefault: z.boolean(),
});
export const drink = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  price: z.number(),
  options: z.array(drinkOption),
});
export type Drink = z.infer<typeof drink>;
/** Drink entries: a single entry becomes the default at price 0; the default entry costs 0 and is the only default. */
export const drinkInput = z.object({
  restaurant: objectId,
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  description: text(2000).default(''),
  image: imageUrl.default(''),
  price: price.default(0),
  options: z
    .array(
      z.object({
        id: z.string().max(40).optional(),
        name: z.string().trim().min(1, 'Name is required').max(100),
        price: price.default(0),
        isDefault: z.boolean().default(false),
      }),
    )
    .max(50)
    .default([]),
});
export const drinksFetch = endpoint({
  method: 'GET',
  path: '/drinks/fetch',
  tag: 'Menu',
  summary: "A restaurant's drinks, 25 per page",
  ...scopedQuery,
  query: pageQuery(PAGE).extend({ restaurant: objectId }),
  response: paged(drink),
});
export const drinksFetchAll = endpoint({
  method: 'GET',
  path: '/drinks/fetch/all',
  tag: 'Menu',
  summary: 'All drinks of a restaurant',
  ...scopedQuery,
  query: z.object({ restaurant: objectId }),
  response: z.object({ data: z.array(drink) }),
});
export const drinksAdd = endpoint({
  method: 'POST',
  path: '/drinks/add',
  tag: 'Menu',
  summary: `Add drinks ('${CATALOGUE_MESSAGES.drinksSaved}')`,
  ...scopedBody,
  body: drinkInput,
  response: z.object({ Message: z.string(), data: drink }),
});
export const drinksEdit = endpoint({
  method: 'PUT',
  path: '/drinks/edit',
  tag: 'Menu',
  summary: `Edit drinks ('${CATALOGUE_MESSAGES.drinksSaved}')`,
  ...scopedBody,
  body: drinkInput.extend({ id: objectId }),
  response: z.object({ Message: z.string(), data: drink }),
});
export const drinksDelete = endpoint({
  method: 'DELETE',
  path: '/drinks/delete',
  tag: 'Menu',
  summary: `Delete drinks ('${CATALOGUE_MESSAGES.drinksDeleted}')`,
  ...scopedBody,
  body: z.object({ restaurant: objectId, id: objectId }),
  response: messageAnswer,
});

export const higherCategory = z.object({
  _id: z.string(),
  Category: z.string(),
  Description: z.string(),
  Availability: availability.nullable(),
  TaggedCategories: z.array(z.string()),
  Translation: translationOut,
  Order: z.number().int(),
});
export type HigherCategory = z.infer<typeof higherCategory>;
export const higherCategoryInput = z.object({
  restaurant: objectId,
  name: z
    .string({ error: CATALOGUE_MESSAGES.invalidValue })
    .trim()
    .min(1, CATALOGUE_MESSAGES.invalidValue)
    .max(100, CATALOGUE_MESSAGES.invalidValue),
  description: text(1000).default(''),
  availability: availability.nullable().default(null),
  taggedcategories: z.array(objectId).max(200).default([]),
  translation: translationInput,
});
export const higherFetch = endpoint({
  method: 'GET',
  path: '/highercategory/web/fetch',
  tag: 'Menu',
  summary: "A restaurant's higher categories, sorted by Order",
  ...scopedQuery,
  query: z.object({ restaurant: objectId }),
  response: z.object({ data: z.array(higherCategory) }),
});
export const higherAdd = endpoint({
  method: 'POST',
  path: '/highercategory/add',
  tag: 'Menu',
  summary: `Add a higher category ('${CATALOGUE_MESSAGES.higherSaved}')`,
  ...scopedBody,
  body: higherCategoryInput,
  response: z.object({ Message: z.string(), data: higherCategory }),
});
export const higherEdit = endpoint({
  method: 'PUT',
  path: '/highercategory/edit',
  tag: 'Menu',
  summary: `Edit a higher category ('${CATALOGUE_MESSAGES.higherSaved}')`,
  ...scopedBody,
  body: higherCategoryInput.extend({ id: objectId }),
  response: z.object({ Message: z.string(), data: higherCategory }),
});
export const higherDelete = endpoint({
  method: 'DELETE',
  path: '/highercategory/delete',
  tag: 'Menu',
  summary: `Delete higher categories ('${CATALOGUE_MESSAGES.higherDeleted}'); their menu categories stay`,
  ...scopedBody,
  body: z.object({
    restaurant: objectId,
    ids: z.array(objectId).min(1, 'Select at least one higher category').max(200),
  }),
  response: messageAnswer,
});
export const higherUpdateOrder = endpoint({
  method: 'PUT',
  path: '/highercategory/updateorder',
  tag: 'Menu',
  summary: 'Save the order of higher categories',
  ...scopedBody,
  body: z.object({
    restaurant: objectId,
    categories: z
      .array(z.object({ _id: objectId, Order: z.number().int().min(0).max(100000) }))
      .min(1)
      .max(200),
  }),
  response: messageAnswer,
});

export const tagsFetchAll = endpoint({
  method: 'GET',
  path: '/tags/fetchall',
  tag: 'Menu',
  summary: 'Every tag of the platform (for the menu item form), by name',
  auth: ALL_ROLES,
  response: z.object({
    data: z.array(z.object({ _id: z.string(), name: z.string() })),
  }),
});

const AI_TAG_SOURCES = ['ai', 'vocabulary'] as const;
export const generateTags = endpoint({
  method: 'POST',
  path: '/openai/generatetags',
  tag: 'Menu',
  summary: 'Suggest tags for a menu item from its name and description',
  description:
    "With AI_TAGS_BASE_URL, AI_TAGS_API_KEY and AI_TAGS_MODEL set, an OpenAI-compatible chat-completions provider suggests the tags (`source: 'ai'`); otherwise the platform's own tags found in the name and description (`source: 'vocabulary'`). A provider failure answers an empty list with a `Message`, never a 5xx. Suggestions that are not tags yet have the value 'tobeinserted'.",
  auth: ALL_ROLES,
  body: z.object({
    name: z.string().trim().min(1, 'Name is required').max(200),
    description: z.string().trim().max(2000).default(''),
  }),
  response: z.object({
    data: z.array(tagRef),
    source: z.enum(AI_TAG_SOURCES),
    Message: z.string().optional(),
  }),
});

export const onlinePosProducts = endpoint({
  method: 'GET',
  path: '/menu/onlineposdk/products',
  tag: 'Menu',
  summary: "The restaurant's Online POS DK products, to bind a menu item or extra to one",
  description:
    'Answers 409 with a plain message when Online POS DK is not configured on the server or not enabled for the restaurant; 502 when the POS fails.',
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'id' },
  query: z.object({ id: objectId }),
  response: z.object({
    data: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })),
  }),
});
