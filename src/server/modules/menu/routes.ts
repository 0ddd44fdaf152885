import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/menu';
import { extras, menuCategories, menuItems } from '../../db/schema';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import { offsetOf, pageMeta } from '../../http/paging';

const units = (minor: number) => minor / 100;

export function menuRoutes(app: FastifyInstance, { db }: Deps) {
  bind(app, c.fetchMenu, async ({ query }) => {
    const where = and(eq(menuItems.restaurantId, query.restaurant), query.category === 'All' ? undefined : eq(menuItems.categoryId, query.category));
    const [{ total }] = await db.select({ total: count() }).from(menuItems).where(where);
    const rows = await db
      .select({ item: menuItems, categoryName: menuCategories.category })
      .from(menuItems)
      .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
      .where(where)
      .orderBy(asc(menuCategories.order), asc(menuItems.order), asc(menuItems.name))
      .limit(query.size)
      .offset(offsetOf(query));
    const choices = <T extends { Price: number }>(items: T[]) => items.map((x) => ({ ...x, Price: units(x.Price) }));
    return {
      data: rows.map(({ item: i, categoryName }) => ({
        _id: i.id,
        name: i.name,
        category: i.categoryId,
        categoryName: categoryName ?? '',
        description: i.description,
        price: units(i.price),
        sku: i.sku,
        onlineposproductid: i.onlineposproductid,
        image: i.image,
        GalleryImages: i.galleryimages,
        isAvailable: i.isavailable,
        tags: i.tags,
        extras: i.extras,
        options: i.options.map((g) => ({ id: g.id, Category: g.Category, isMultiple: g.isMultiple, items: choices(g.items.map(({ id, Name, Price, isDefault }) => ({ id, Name, Price, isDefault }))) })),
        attributes: i.attributes.map((g) => ({ id: g.id, Category: g.Category, attributesRequired: g.attributesRequired, limit: g.limit, items: choices(g.items.map(({ id, Name, Price, isDefault }) => ({ id, Name, Price, isDefault }))) })),
        AttributesRequired: i.attributes.some((g) => g.attributesRequired),
      })),
      meta: pageMeta(total, query),
    };
  });
  bind(app, c.fetchCategories, async ({ query }) => {
    const rows = await db.select().from(menuCategories).where(eq(menuCategories.restaurantId, query.restaurant)).orderBy(asc(menuCategories.order));
    return { data: rows.map((r) => ({ _id: r.id, Category: r.category, Description: r.description, IsHidden: r.ishidden, Order: r.order })) };
  });
  bind(app, c.fetchAllExtras, async ({ query }) => {
    const rows = await db.select().from(extras).where(eq(extras.restaurantId, query.restaurant)).orderBy(asc(extras.name));
    return { data: rows.map((x) => ({ _id: x.id, Name: x.name, Description: x.description, Price: units(x.price), Image: x.image, isAvailable: x.isavailable })) };
  });
}
