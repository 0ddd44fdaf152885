/** Extras, drinks, higher categories, tags, AI tag suggestions and Online POS products of the menu page (the spec). */
import * as z from 'zod/mini';
import { availability } from '../availability';
import { messageAnswer, objectId, pageQuery, paged, plainText } from '../common';
import { crudForms, savedAnswer } from '../crud';
import { translationInput } from '../translation';
import { AI_TAG_SOURCES, CATALOGUE_MESSAGES, MENU_PAGE_SIZE } from './constants';
import { imageLink, orderEntry, price, short, translationOut } from './fields';
import { tagRef } from './items';

/** An extra as the product form lists it. */
const extra = z.object({
  _id: z.string(),
  Name: z.string(),
  Description: z.string(),
  Price: z.number(),
  Image: z.string(),
  isAvailable: z.boolean(),
});

/** An extra as the extras table lists it. */
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

/** The extra form (POST /extras/add; PUT /extras/edit adds `id`). */
export const extraForms = crudForms({
  idKey: 'id',
  fields: {
    restaurant: objectId,
    Name: plainText('Name', 'Name is required').check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(200)),
    Description: z._default(short('Description', 2000), ''),
    Price: price('Price'),
    SKU: z._default(short('SKU', 100), ''),
    OnlinePOSProductId: z._default(short('Online POS product id', 100), ''),
    isAvailable: z._default(z.boolean(), true),
    Image: z._default(imageLink, ''),
    GalleryImages: z._default(z.array(imageLink).check(z.maxLength(20)), []),
    Translation: translationInput,
  },
});
export type ExtraBody = z.output<typeof extraForms.createBody>;

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
export const drinkForms = crudForms({
  idKey: 'id',
  fields: {
    restaurant: objectId,
    name: plainText('Name', 'Name is required').check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(200)),
    description: z._default(short('Description', 2000), ''),
    image: z._default(imageLink, ''),
    price: z._default(price('Price'), 0),
    options: z._default(
      z
        .array(
          z.object({
            id: z.optional(plainText('Id').check(z.maxLength(40))),
            name: plainText('Name').check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100)),
            price: z._default(price('Price'), 0),
            isDefault: z._default(z.boolean(), false),
          }),
        )
        .check(z.maxLength(50)),
      [],
    ),
  },
});
export type DrinkBody = z.output<typeof drinkForms.createBody>;

export const higherCategory = z.object({
  _id: z.string(),
  Category: z.string(),
  Description: z.string(),
  Availability: z.nullable(availability),
  TaggedCategories: z.array(z.string()),
  Translation: translationOut,
  Order: z.int(),
});
export type HigherCategory = z.infer<typeof higherCategory>;

/** The higher category form (POST /highercategory/add; PUT /highercategory/edit adds `id`). */
export const higherCategoryForms = crudForms({
  idKey: 'id',
  fields: {
    restaurant: objectId,
    name: plainText('Name', CATALOGUE_MESSAGES.invalidValue).check(
      z.trim(),
      z.minLength(1, CATALOGUE_MESSAGES.invalidValue),
      z.maxLength(100, CATALOGUE_MESSAGES.invalidValue),
    ),
    description: z._default(short('Description', 1000), ''),
    availability: z._default(z.nullable(availability), null),
    taggedcategories: z._default(z.array(objectId).check(z.maxLength(200)), []),
    translation: translationInput,
  },
});
export type HigherCategoryBody = z.output<typeof higherCategoryForms.createBody>;

const scoped = z.object({ restaurant: objectId });
const scopedPage = z.extend(pageQuery(MENU_PAGE_SIZE), { restaurant: objectId });
const byId = z.object({ restaurant: objectId, id: objectId });

/** The endpoints of extras, drinks, higher categories, tags and Online POS products. */
export const catalogueSchemas = {
  allExtras: {
    summary: 'All extras of a restaurant',
    query: scoped,
    response: z.object({ data: z.array(extra) }),
  },
  extras: {
    summary: "A restaurant's extras, 25 per page",
    query: scopedPage,
    response: paged(extraFull),
  },
  addExtra: {
    summary: `Add an extra ('${CATALOGUE_MESSAGES.extrasSaved}')`,
    body: extraForms.createBody,
    response: savedAnswer(extraFull),
  },
  editExtra: {
    summary: `Edit an extra ('${CATALOGUE_MESSAGES.extrasSaved}')`,
    body: extraForms.editBody,
    response: savedAnswer(extraFull),
  },
  deleteExtra: {
    summary: `Delete an extra ('${CATALOGUE_MESSAGES.extrasDeleted}'); products stop offering it`,
    body: byId,
    response: messageAnswer,
  },
  drinks: {
    summary: "A restaurant's drinks, 25 per page",
    query: scopedPage,
    response: paged(drink),
  },
  allDrinks: {
    summary: 'All drinks of a restaurant',
    query: scoped,
    response: z.object({ data: z.array(drink) }),
  },
  addDrinks: {
    summary: `Add drinks ('${CATALOGUE_MESSAGES.drinksSaved}')`,
    body: drinkForms.createBody,
    response: savedAnswer(drink),
  },
  editDrinks: {
    summary: `Edit drinks ('${CATALOGUE_MESSAGES.drinksSaved}')`,
    body: drinkForms.editBody,
    response: savedAnswer(drink),
  },
  deleteDrinks: {
    summary: `Delete drinks ('${CATALOGUE_MESSAGES.drinksDeleted}')`,
    body: byId,
    response: messageAnswer,
  },
  higherCategories: {
    summary: "A restaurant's higher categories, sorted by Order",
    query: scoped,
    response: z.object({ data: z.array(higherCategory) }),
  },
  addHigherCategory: {
    summary: `Add a higher category ('${CATALOGUE_MESSAGES.higherSaved}')`,
    body: higherCategoryForms.createBody,
    response: savedAnswer(higherCategory),
  },
  editHigherCategory: {
    summary: `Edit a higher category ('${CATALOGUE_MESSAGES.higherSaved}')`,
    body: higherCategoryForms.editBody,
    response: savedAnswer(higherCategory),
  },
  deleteHigherCategories: {
    summary: `Delete higher categories ('${CATALOGUE_MESSAGES.higherDeleted}'); their menu categories stay`,
    body: z.object({
      restaurant: objectId,
      ids: z.array(objectId).check(z.minLength(1, 'Select at least one higher category'), z.maxLength(200)),
    }),
    response: messageAnswer,
  },
  reorderHigherCategories: {
    summary: 'Save the order of higher categories',
    body: z.object({
      restaurant: objectId,
      categories: z.array(orderEntry).check(z.minLength(1), z.maxLength(200)),
    }),
    response: messageAnswer,
  },
  tags: {
    summary: 'Every tag of the platform (for the menu item form), by name',
    response: z.object({ data: z.array(z.object({ _id: z.string(), name: z.string() })) }),
  },
  generateTags: {
    summary: 'Suggest tags for a menu item from its name and description',
    description:
      "With AI_TAGS_BASE_URL, AI_TAGS_API_KEY and AI_TAGS_MODEL set, an OpenAI-compatible chat-completions provider suggests the tags (`source: 'ai'`); otherwise the platform's own tags found in the name and description (`source: 'vocabulary'`). A provider failure answers an empty list with a `Message`, never a 5xx. Suggestions that are not tags yet have the value 'tobeinserted'.",
    body: z.object({
      name: plainText('Name').check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(200)),
      description: z._default(plainText('Description').check(z.trim(), z.maxLength(2000)), ''),
    }),
    response: z.object({
      data: z.array(tagRef),
      source: z.enum(AI_TAG_SOURCES),
      Message: z.optional(z.string()),
    }),
  },
  posProducts: {
    summary: "The restaurant's Online POS DK products, to bind a menu item or extra to one",
    description:
      'Answers 409 with a plain message when Online POS DK is not configured on the server or not enabled for the restaurant; 502 when the POS fails.',
    query: z.object({ id: objectId }),
    response: z.object({ data: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })) }),
  },
};
