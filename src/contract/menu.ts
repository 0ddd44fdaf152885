import { z } from 'zod';
import { availability } from './availability-classic';
import { messageAnswer, objectId, pageQuery, paged } from './common-classic';
import { endpoint } from './endpoint';
import { ALL_ROLES } from './roles';
import { translationInput } from './translation-classic';

/** The menu page's messages (the spec's validation rules and error catalogue), word for word where the spec gives them. */
export const MENU_MESSAGES = {
  menuSaved: 'Successfully created/updated menu!',
  menuDeleted: 'Successfully Deleted menu!',
  menuOrderSaved: 'Menu order successfully saved',
  categorySaved: 'Successfully created/updated category!',
  categoriesDeleted: 'Successfully deleted category/categories!',
  categoryOrderSaved: 'Category order successfully saved',
  addCategoryFirst: 'Please add category first',
  menuNotFound: 'Menu item not found',
  categoryNotFound: 'Category not found',
  oneDefault: 'Only one item per group can be default',
  categoryHoldsProducts: (names: string[], count: number) =>
    `Unable to delete ${names.join(', ')}: ${count === 1 ? '1 product is' : `${count} products are`} still in ${names.length === 1 ? 'this category' : 'these categories'}. Move those products to another category or delete them first. Nothing was deleted.`,
} as const;

const choiceItem = z.object({
  id: z.string(),
  Name: z.string(),
  Price: z.number(),
  Image: z.string().optional(),
  image: z.string().optional(),
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
  limit: z.number().int(),
  categorylimit: z.number().int().optional(),
  items: z.array(choiceItem),
});
const menuConfig = z.object({
  isMultiple: z.boolean().optional(),
  limitTotalItems: z.boolean().optional(),
  numberAllowedTotalItem: z.number().int().min(0).max(1000).optional(),
  limitNumberPerItems: z.boolean().optional(),
  hasLimitPerCategory: z.boolean().optional(),
});
const translationOut = z.record(z.string(), z.record(z.string(), z.string()));
export const tagRef = z.object({ label: z.string(), value: z.string() });

/** A menu item as read (the spec's entities). Prices in the currency's units. */
export const menuItem = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string().nullable(),
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
  config: menuConfig.optional(),
  translation: translationOut.optional(),
  Order: z.number().int().optional(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const menuCategory = z.object({
  _id: z.string(),
  Category: z.string(),
  Description: z.string(),
  IsHidden: z.boolean(),
  Order: z.number().int(),
  Translation: translationOut.optional(),
  availability: availability.nullable().optional(),
  /** Products in the category. */
  count: z.number().int().optional(),
});
export type MenuCategory = z.infer<typeof menuCategory>;
const extra = z.object({
  _id: z.string(),
  Name: z.string(),
  Description: z.string(),
  Price: z.number(),
  Image: z.string(),
  isAvailable: z.boolean(),
});

const MENU_PAGE_SIZE = 25;

export const fetchMenu = endpoint({
  method: 'GET',
  path: '/menu/web/fetch',
  tag: 'Menu',
  summary: "A restaurant's menu items, by category ('All' for every category), 25 per page (1000 for all)",
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: pageQuery(MENU_PAGE_SIZE).extend({
    restaurant: objectId,
    category: z.union([z.literal('All'), objectId]).default('All'),
  }),
  response: paged(menuItem),
});

export const fetchCategories = endpoint({
  method: 'GET',
  path: '/menu/category/fetch',
  tag: 'Menu',
  summary: "A restaurant's menu categories, sorted by Order",
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: z.object({ restaurant: objectId }),
  response: z.object({ data: z.array(menuCategory) }),
});

export const fetchAllExtras = endpoint({
  method: 'GET',
  path: '/extras/fetch/all',
  tag: 'Menu',
  summary: 'All extras of a restaurant',
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: z.object({ restaurant: objectId }),
  response: z.object({ data: z.array(extra) }),
});

const price = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(1_000_000, `${label} is too high`);
const short = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const imageUrl = z.string().trim().max(2000, 'Image link is too long');

const choiceBase = z.object({
  id: z.string().max(40).optional(),
  Name: z.string().trim().min(1, 'Name is required').max(100),
  Price: price('Price').default(0),
  isDefault: z.boolean().default(false),
});
const oneDefault = <T extends { items: { isDefault: boolean }[] }>(g: T) =>
  g.items.filter((i) => i.isDefault).length <= 1;

const optionGroupInput = z
  .object({
    id: z.string().max(40).optional(),
    Category: z.string().trim().min(1, 'Option group name is required').max(100),
    isMultiple: z.boolean().default(false),
    items: z.array(choiceBase.extend({ Image: imageUrl.default('') })).max(50),
  })
  .refine(oneDefault, { path: ['items'], message: MENU_MESSAGES.oneDefault });
const attributeGroupInput = z
  .object({
    id: z.string().max(40).optional(),
    Category: z.string().trim().min(1, 'Attribute group name is required').max(100),
    attributesRequired: z.boolean().default(false),
    limit: z.number().int('Limit must be a whole number').min(0, 'Limit cannot be negative').max(100).default(1),
    categorylimit: z.number().int().min(0).max(100).optional(),
    items: z.array(choiceBase.extend({ image: imageUrl.default('') })).max(50),
  })
  .refine(oneDefault, { path: ['items'], message: MENU_MESSAGES.oneDefault });

/** The menu item form (POST /menu/add; PUT /menu/edit adds `id`). Tags whose value contains 'tobeinserted' are new. */
export const menuItemInput = z.object({
  restaurant: objectId,
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  category: z
    .string({ error: 'Category is required' })
    .regex(/^[0-9a-f]{24}$/i, 'Category is required')
    .transform((s) => s.toLowerCase()),
  description: short(2000).default(''),
  price: price('Price'),
  sku: short(100).default(''),
  onlineposproductid: short(100).default(''),
  image: imageUrl.default(''),
  GalleryImages: z.array(imageUrl).max(20, 'At most 20 gallery images').default([]),
  isAvailable: z.boolean().default(true),
  tags: z
    .array(
      z.object({
        label: z.string().trim().min(1).max(60),
        value: z.string().max(60),
      }),
    )
    .max(30, 'At most 30 tags')
    .default([]),
  extras: z.array(objectId).max(100, 'At most 100 extras').default([]),
  options: z.array(optionGroupInput).max(20).default([]),
  attributes: z.array(attributeGroupInput).max(20).default([]),
  config: menuConfig.default({}),
  translation: translationInput,
});
export const menuItemEdit = menuItemInput.extend({ id: objectId });
const savedMenu = z.object({ Message: z.string(), data: menuItem });

export const menuAdd = endpoint({
  method: 'POST',
  path: '/menu/add',
  tag: 'Menu',
  summary: `Add a product ('${MENU_MESSAGES.menuSaved}'); new tags ('tobeinserted') are created once`,
  auth: ALL_ROLES,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: menuItemInput,
  response: savedMenu,
});
export const menuEdit = endpoint({
  method: 'PUT',
  path: '/menu/edit',
  tag: 'Menu',
  summary: `Edit a product ('${MENU_MESSAGES.menuSaved}'); new orders are priced from it at once`,
  auth: ALL_ROLES,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: menuItemEdit,
  response: savedMenu,
});
export const menuDelete = endpoint({
  method: 'DELETE',
  path: '/menu/delete',
  tag: 'Menu',
  summary: `Delete a product ('${MENU_MESSAGES.menuDeleted}'); placed orders keep their lines`,
  auth: ALL_ROLES,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: z.object({ restaurant: objectId, id: objectId }),
  response: messageAnswer,
});
export const menuUpdateOrder = endpoint({
  method: 'PUT',
  path: '/menu/updatemenuorder',
  tag: 'Menu',
  summary: `Save the order of products (ids, first to last) ('${MENU_MESSAGES.menuOrderSaved}')`,
  auth: ALL_ROLES,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: z.object({
    restaurant: objectId,
    menu: z.array(objectId).min(1, 'Nothing to sort').max(5000),
  }),
  response: messageAnswer,
});

export const categoryInput = z.object({
  restaurant: objectId,
  category: z
    .string({ error: 'Category is required' })
    .trim()
    .min(1, 'Category is required')
    .max(100, 'Category must be at most 100 characters'),
  description: short(1000).default(''),
  ishidden: z.boolean().default(false),
  availability: availability.nullable().default(null),
  translation: translationInput,
});
const savedCategory = z.object({ Message: z.string(), data: menuCategory });
export const categoryAdd = endpoint({
  method: 'POST',
  path: '/menu/category/add',
  tag: 'Menu',
  summary: `Add a menu category ('${MENU_MESSAGES.categorySaved}')`,
  auth: ALL_ROLES,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: categoryInput,
  response: savedCategory,
});
export const categoryEdit = endpoint({
  method: 'PUT',
  path: '/menu/category/edit',
  tag: 'Menu',
  summary: `Edit a menu category ('${MENU_MESSAGES.categorySaved}')`,
  auth: ALL_ROLES,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: categoryInput.extend({ id: objectId }),
  response: savedCategory,
});
export const categoryDelete = endpoint({
  method: 'DELETE',
  path: '/menu/category/delete',
  tag: 'Menu',
  summary: `Delete categories ('${MENU_MESSAGES.categoriesDeleted}')`,
  description:
    'Refused with 409 and nothing deleted while a category still holds products (the message names them): products never point at a deleted category.',
  auth: ALL_ROLES,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: z.object({
    restaurant: objectId,
    ids: z.array(objectId).min(1, 'Select at least one category').max(500),
  }),
  response: messageAnswer,
});
export const categoryUpdateOrder = endpoint({
  method: 'PUT',
  path: '/menu/category/updateorder',
  tag: 'Menu',
  summary: 'Save the order of categories',
  auth: ALL_ROLES,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: z.object({
    restaurant: objectId,
    categories: z
      .array(z.object({ _id: objectId, Order: z.number().int().min(0).max(100000) }))
      .min(1)
      .max(500),
  }),
  response: messageAnswer,
});
