import { z } from 'zod';
import { objectId, pageQuery, paged } from './common';
import { endpoint } from './endpoint';
import { ALL_ROLES } from './roles';

const choiceItem = z.object({ id: z.string(), Name: z.string(), Price: z.number(), isDefault: z.boolean() });
export const optionGroup = z.object({ id: z.string(), Category: z.string(), isMultiple: z.boolean(), items: z.array(choiceItem) });
export const attributeGroup = z.object({ id: z.string(), Category: z.string(), attributesRequired: z.boolean(), limit: z.number().int(), items: z.array(choiceItem) });

/** A menu item as read (spec part 2, section 3). Prices in the currency's units. */
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
  tags: z.array(z.object({ label: z.string(), value: z.string() })),
  extras: z.array(z.string()),
  options: z.array(optionGroup),
  attributes: z.array(attributeGroup),
  AttributesRequired: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const menuCategory = z.object({ _id: z.string(), Category: z.string(), Description: z.string(), IsHidden: z.boolean(), Order: z.number().int() });
export const extra = z.object({ _id: z.string(), Name: z.string(), Description: z.string(), Price: z.number(), Image: z.string(), isAvailable: z.boolean() });

export const MENU_PAGE_SIZE = 25;

export const fetchMenu = endpoint({
  method: 'GET',
  path: '/menu/web/fetch',
  tag: 'Menu',
  summary: "A restaurant's menu items, by category ('All' for every category), 25 per page",
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: pageQuery(MENU_PAGE_SIZE).extend({ restaurant: objectId, category: z.union([z.literal('All'), objectId]).default('All') }),
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
  summary: "All extras of a restaurant",
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: z.object({ restaurant: objectId }),
  response: z.object({ data: z.array(extra) }),
});
