/** The menu's products and categories (the spec's entities), their forms and endpoints. */
import * as z from 'zod/mini';
import { availability } from '../availability';
import { messageAnswer, objectId, pageQuery, paged, plainText } from '../common';
import { crudForms, savedAnswer } from '../crud';
import { translationInput } from '../translation';
import { MENU_MESSAGES, MENU_PAGE_SIZE } from './constants';
import { imageLink, orderEntry, price, short, translationOut } from './fields';

const choiceItem = z.object({
  id: z.string(),
  Name: z.string(),
  Price: z.number(),
  Image: z.optional(z.string()),
  image: z.optional(z.string()),
  isDefault: z.boolean(),
});
const optionGroup = z.object({
  id: z.string(),
  Category: z.string(),
  isMultiple: z.boolean(),
  items: z.array(choiceItem),
});
const attributeGroup = z.object({
  id: z.string(),
  Category: z.string(),
  attributesRequired: z.boolean(),
  limit: z.int(),
  categorylimit: z.optional(z.int()),
  items: z.array(choiceItem),
});
const menuConfig = z.object({
  isMultiple: z.optional(z.boolean()),
  limitTotalItems: z.optional(z.boolean()),
  numberAllowedTotalItem: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1000))),
  limitNumberPerItems: z.optional(z.boolean()),
  hasLimitPerCategory: z.optional(z.boolean()),
});
export const tagRef = z.object({ label: z.string(), value: z.string() });

/** A menu item as read (the spec's entities). Prices in the currency's units. */
export const menuItem = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.nullable(z.string()),
  categoryName: z.string(),
  description: z.string(),
  price: z.number(),
  sku: z.string(),
  onlineposproductid: z.string(),
  image: z.string(),
  GalleryImages: z.array(z.string()),
  isAvailable: z.boolean(),
  tags: z.array(tagRef),
  extras: z.array(z.string()),
  options: z.array(optionGroup),
  attributes: z.array(attributeGroup),
  AttributesRequired: z.boolean(),
  config: z.optional(menuConfig),
  translation: z.optional(translationOut),
  Order: z.optional(z.int()),
});
export type MenuItem = z.infer<typeof menuItem>;

export const menuCategory = z.object({
  _id: z.string(),
  Category: z.string(),
  Description: z.string(),
  IsHidden: z.boolean(),
  Order: z.int(),
  Translation: z.optional(translationOut),
  availability: z.optional(z.nullable(availability)),
  /** Prep-time target in minutes for orders with this category's items (null: the restaurant's preparation time). */
  targetMinutes: z.optional(z.nullable(z.int())),
  /** Products in the category. */
  count: z.optional(z.int()),
});
export type MenuCategory = z.infer<typeof menuCategory>;

const choiceBase = {
  id: z.optional(plainText('Id').check(z.maxLength(40))),
  Name: plainText('Name').check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100)),
  Price: z._default(price('Price'), 0),
  isDefault: z._default(z.boolean(), false),
};
const oneDefault = (g: { items: { isDefault: boolean }[] }) => g.items.filter((i) => i.isDefault).length <= 1;

const optionGroupInput = z
  .object({
    id: z.optional(plainText('Id').check(z.maxLength(40))),
    Category: plainText('Option group name').check(
      z.trim(),
      z.minLength(1, 'Option group name is required'),
      z.maxLength(100),
    ),
    isMultiple: z._default(z.boolean(), false),
    items: z.array(z.object({ ...choiceBase, Image: z._default(imageLink, '') })).check(z.maxLength(50)),
  })
  .check(z.refine(oneDefault, { path: ['items'], message: MENU_MESSAGES.oneDefault }));
const attributeGroupInput = z
  .object({
    id: z.optional(plainText('Id').check(z.maxLength(40))),
    Category: plainText('Attribute group name').check(
      z.trim(),
      z.minLength(1, 'Attribute group name is required'),
      z.maxLength(100),
    ),
    attributesRequired: z._default(z.boolean(), false),
    limit: z._default(
      z.number().check(z.int('Limit must be a whole number'), z.gte(0, 'Limit cannot be negative'), z.lte(100)),
      1,
    ),
    categorylimit: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
    items: z.array(z.object({ ...choiceBase, image: z._default(imageLink, '') })).check(z.maxLength(50)),
  })
  .check(z.refine(oneDefault, { path: ['items'], message: MENU_MESSAGES.oneDefault }));

const tagName = plainText('Tag', 'Tag is required').check(
  z.trim(),
  z.minLength(1, 'Tag is required'),
  z.maxLength(60, 'A tag must be at most 60 characters'),
);
const tagInput = z.object({ label: tagName, value: plainText('Tag').check(z.maxLength(60)) });

/** The menu item form (POST /menu/add; PUT /menu/edit adds `id`). Tags whose value contains 'tobeinserted' are new. */
export const menuItemForms = crudForms({
  idKey: 'id',
  fields: {
    restaurant: objectId,
    name: plainText('Name', 'Name is required').check(
      z.trim(),
      z.minLength(1, 'Name is required'),
      z.maxLength(200, 'Name must be at most 200 characters'),
    ),
    category: z.pipe(
      z.string({ error: 'Category is required' }).check(z.regex(/^[0-9a-f]{24}$/i, 'Category is required')),
      z.transform((s: string) => s.toLowerCase()),
    ),
    description: z._default(short('Description', 2000), ''),
    price: price('Price'),
    sku: z._default(short('SKU', 100), ''),
    onlineposproductid: z._default(short('Online POS product id', 100), ''),
    image: z._default(imageLink, ''),
    GalleryImages: z._default(z.array(imageLink).check(z.maxLength(20, 'At most 20 gallery images')), []),
    isAvailable: z._default(z.boolean(), true),
    tags: z._default(z.array(tagInput).check(z.maxLength(30, 'At most 30 tags')), []),
    /** New tags as the spec's clients send them beside `tags`: names, or entries like those of `tags`. */
    tagsTobeInserted: z.optional(
      z
        .array(z.union([tagName, tagInput], { error: 'A new tag is a name or { label, value }' }))
        .check(z.maxLength(30, 'At most 30 new tags')),
    ),
    extras: z._default(z.array(objectId).check(z.maxLength(100, 'At most 100 extras')), []),
    options: z._default(z.array(optionGroupInput).check(z.maxLength(20)), []),
    attributes: z._default(z.array(attributeGroupInput).check(z.maxLength(20)), []),
    config: z._default(menuConfig, {}),
    translation: translationInput,
  },
});
export type MenuItemBody = z.output<typeof menuItemForms.createBody>;
export type MenuItemEditBody = z.output<typeof menuItemForms.editBody>;
/** What the menu item form sends for its `config`. */
export type MenuConfigIn = z.input<typeof menuConfig>;

/** The category form (POST /menu/category/add; PUT /menu/category/edit adds `id`). */
export const categoryForms = crudForms({
  idKey: 'id',
  fields: {
    restaurant: objectId,
    category: plainText('Category', 'Category is required').check(
      z.trim(),
      z.minLength(1, 'Category is required'),
      z.maxLength(100, 'Category must be at most 100 characters'),
    ),
    description: z._default(short('Description', 1000), ''),
    ishidden: z._default(z.boolean(), false),
    availability: z._default(z.nullable(availability), null),
    /** Minutes; null clears it, left out keeps it. */
    targetMinutes: z.optional(
      z.nullable(
        z
          .number({ error: 'Prep-time target must be a number' })
          .check(
            z.int('Prep-time target must be a whole number of minutes'),
            z.gte(1, 'Prep-time target must be at least 1 minute'),
            z.lte(240, 'Prep-time target must be at most 240 minutes'),
          ),
      ),
    ),
    translation: translationInput,
  },
});
export type CategoryBody = z.output<typeof categoryForms.createBody>;

const scoped = z.object({ restaurant: objectId });

/** The endpoints of products and categories. */
export const itemSchemas = {
  fetch: {
    summary: "A restaurant's menu items, by category ('All' for every category), 25 per page (1000 for all)",
    query: z.extend(pageQuery(MENU_PAGE_SIZE), {
      restaurant: objectId,
      category: z._default(z.union([z.literal('All'), objectId]), 'All'),
    }),
    response: paged(menuItem),
  },
  add: {
    summary: `Add a product ('${MENU_MESSAGES.menuSaved}'); new tags ('tobeinserted') are created once`,
    body: menuItemForms.createBody,
    response: savedAnswer(menuItem),
  },
  edit: {
    summary: `Edit a product ('${MENU_MESSAGES.menuSaved}'); new orders are priced from it at once`,
    body: menuItemForms.editBody,
    response: savedAnswer(menuItem),
  },
  delete: {
    summary: `Delete a product ('${MENU_MESSAGES.menuDeleted}'); placed orders keep their lines`,
    body: z.object({ restaurant: objectId, id: objectId }),
    response: messageAnswer,
  },
  reorder: {
    summary: `Save the order of products (ids, first to last) ('${MENU_MESSAGES.menuOrderSaved}')`,
    body: z.object({
      restaurant: objectId,
      menu: z.array(objectId).check(z.minLength(1, 'Nothing to sort'), z.maxLength(5000)),
    }),
    response: messageAnswer,
  },
  categories: {
    summary: "A restaurant's menu categories, sorted by Order",
    query: scoped,
    response: z.object({ data: z.array(menuCategory) }),
  },
  addCategory: {
    summary: `Add a menu category ('${MENU_MESSAGES.categorySaved}')`,
    body: categoryForms.createBody,
    response: savedAnswer(menuCategory),
  },
  editCategory: {
    summary: `Edit a menu category ('${MENU_MESSAGES.categorySaved}')`,
    body: categoryForms.editBody,
    response: savedAnswer(menuCategory),
  },
  deleteCategories: {
    summary: `Delete categories ('${MENU_MESSAGES.categoriesDeleted}')`,
    description:
      'Refused with 409 and nothing deleted while a category still holds products (the message names them): products never point at a deleted category.',
    body: z.object({
      restaurant: objectId,
      ids: z.array(objectId).check(z.minLength(1, 'Select at least one category'), z.maxLength(500)),
    }),
    response: messageAnswer,
  },
  reorderCategories: {
    summary: 'Save the order of categories',
    body: z.object({
      restaurant: objectId,
      categories: z.array(orderEntry).check(z.minLength(1), z.maxLength(500)),
    }),
    response: messageAnswer,
  },
};
