import type { Drink, ExtraFull, HigherCategory, MenuCategory, MenuItem } from '../../../contract/menu/schemas';
import type { drinks, extras, higherCategories, menuCategories, menuItems } from '../../db/schema';

/** Minor units (stored) to the currency's units (API), and back. */
export const units = (minor: number) => minor / 100;
export const minor = (u: number) => Math.round(u * 100);

type Item = typeof menuItems.$inferSelect;
type Category = typeof menuCategories.$inferSelect;

export function toMenuItem(i: Item, categoryName: string): MenuItem {
  return {
    _id: i.id,
    name: i.name,
    category: i.categoryId,
    categoryName,
    description: i.description,
    price: units(i.price),
    sku: i.sku,
    onlineposproductid: i.onlineposproductid,
    image: i.image,
    GalleryImages: i.galleryimages,
    isAvailable: i.isavailable,
    tags: i.tags,
    extras: i.extras,
    options: i.options.map((g) => ({
      id: g.id,
      Category: g.Category,
      isMultiple: g.isMultiple,
      items: g.items.map((x) => ({
        id: x.id,
        Name: x.Name,
        Price: units(x.Price),
        Image: x.Image ?? '',
        isDefault: x.isDefault,
      })),
    })),
    attributes: i.attributes.map((g) => ({
      id: g.id,
      Category: g.Category,
      attributesRequired: g.attributesRequired,
      limit: g.limit,
      ...(g.categorylimit !== undefined ? { categorylimit: g.categorylimit } : {}),
      items: g.items.map((x) => ({
        id: x.id,
        Name: x.Name,
        Price: units(x.Price),
        image: x.image ?? '',
        isDefault: x.isDefault,
      })),
    })),
    AttributesRequired: i.attributes.some((g) => g.attributesRequired),
    config: i.config,
    translation: i.translation,
    Order: i.order,
  };
}

export const toCategory = (r: Category, count?: number): MenuCategory => ({
  _id: r.id,
  Category: r.category,
  Description: r.description,
  IsHidden: r.ishidden,
  Order: r.order,
  Translation: r.translation,
  availability: r.availability,
  targetMinutes: r.targetMinutes,
  ...(count !== undefined ? { count } : {}),
});

export const toExtra = (x: typeof extras.$inferSelect): ExtraFull => ({
  _id: x.id,
  Name: x.name,
  Description: x.description,
  Price: units(x.price),
  Image: x.image,
  GalleryImages: x.galleryimages,
  isAvailable: x.isavailable,
  Translation: x.translation,
  SKU: x.sku,
  OnlinePOSProductId: x.onlineposproductid,
});

export const toDrink = (d: typeof drinks.$inferSelect): Drink => ({
  _id: d.id,
  name: d.name,
  description: d.description,
  image: d.image,
  price: units(d.price),
  options: d.options.map((o) => ({ id: o.id, name: o.name, price: units(o.price), isDefault: o.isDefault ?? false })),
});

export const toHigher = (h: typeof higherCategories.$inferSelect): HigherCategory => ({
  _id: h.id,
  Category: h.category,
  Description: h.description,
  Availability: h.availability,
  TaggedCategories: h.taggedCategories,
  Translation: h.translation,
  Order: h.order,
});
