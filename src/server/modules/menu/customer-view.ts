/**
 * The customer's view of a restaurant (GET /mobile/menu), built from the rules of ordering.ts (the placement
 * applies the same) and the restaurant's products and extras. Money: stored in minor units, answered in units.
 */
import type { CustomerMenu, CustomerMenuItem } from '../../../contract/menu/schemas';
import type { extras, menuItems } from '../../db/schema';
import { units } from './mappers';
import {
  discounted,
  discountPercent,
  openAt,
  orderableCategories,
  paymentTypes,
  rushActive,
  type OrderingRules,
} from './ordering';
import { translator } from './languages';
import { slotsOfDay } from '../../../contract/schedule';

export type ItemRow = typeof menuItems.$inferSelect;
export type ExtraRow = typeof extras.$inferSelect;

/** What of the view changes with the clock: open, rush mode, the local day (today's hours) and the categories shown. */
export function timeKey(r: OrderingRules, at: Date) {
  const day = slotsOfDay(r.restaurant.availability, at, r.restaurant.timezone);
  const ids = orderableCategories(r, at).map((c) => c.id);
  return `${openAt(r, at) ? 1 : 0}${rushActive(r, at) ? 1 : 0}|${JSON.stringify(day)}|${ids.join(',')}`;
}

export function buildCustomerMenu(
  r: OrderingRules,
  items: ItemRow[],
  extraRows: ExtraRow[],
  at: Date,
  languages: string[],
): CustomerMenu {
  const t = translator(languages);
  const percent = discountPercent(r.restaurant);
  const priced = (minor: number) => ({ price: units(discounted(minor, percent)), originalPrice: units(minor) });
  /** A choice of an option or attribute group (their rows spell the image differently). */
  const choice = (c: { id: string; Name: string; Price: number; isDefault: boolean }, image: string | undefined) => ({
    id: c.id,
    name: c.Name,
    ...priced(c.Price),
    image: image ?? '',
    isDefault: c.isDefault,
  });
  const extrasById = new Map(extraRows.map((x) => [x.id, x]));
  const { restaurant: rr, settings: s } = r;

  const item = (i: ItemRow): CustomerMenuItem => ({
    _id: i.id,
    name: t(i.translation, 'name', i.name),
    description: t(i.translation, 'description', i.description),
    image: i.image,
    galleryImages: i.galleryimages,
    ...priced(i.price),
    isAvailable: i.isavailable,
    tags: i.tags.map((tag) => tag.label),
    extras: i.extras.flatMap((id) => {
      const x = extrasById.get(id);
      if (!x) return [];
      const name = t(x.translation, 'name', x.name);
      const description = t(x.translation, 'description', x.description);
      return [{ _id: x.id, name, description, image: x.image, ...priced(x.price), isAvailable: x.isavailable }];
    }),
    options: i.options.map((g) => ({
      id: g.id,
      name: g.Category,
      isMultiple: g.isMultiple,
      items: g.items.map((c) => choice(c, c.Image)),
    })),
    attributes: i.attributes.map((g) => ({
      id: g.id,
      name: g.Category,
      required: g.attributesRequired,
      limit: g.limit,
      items: g.items.map((c) => choice(c, c.image)),
    })),
  });

  return {
    language: languages[0] ?? null,
    restaurant: {
      _id: rr.id,
      name: t(rr.translation, 'name', rr.name),
      description: t(rr.translation, 'description', rr.description),
      address: rr.address,
      coverImage: rr.coverimage,
      icon: rr.icon,
      galleryImages: rr.galleryimages,
      currency: rr.currency,
      timezone: rr.timezone,
      takesOrders: rr.ismenubuyable,
      open: openAt(r, at),
      todaysHours: slotsOfDay(rr.availability, at, rr.timezone),
      dineIn: rr.isdinein,
      takeOut: rr.istakeout,
      advanceOrders: { allowed: rr.allowAdvanceOrder, minutesAhead: r.lagMinutes },
      fees: {
        serviceFee: rr.servicefee,
        bag: rr.bagtakeaway ? units(rr.bagtakeawayprice) : null,
        delivery: rr.hasdeliveryfee ? units(rr.deliveryfee) : null,
      },
      discount: percent,
      paymentTypes: paymentTypes(r),
      tipOptions: r.tipOptions,
      loginButtons: r.loginButtons,
    },
    rushMode: {
      active: rushActive(r, at),
      header: s?.rushModeHeader ?? '',
      message: s?.rushModeMessage ?? '',
    },
    promoPopup: s?.promoPopUpEnabled ? { header: s.promoHeader, message: s.promoMessage, image: s.promoImage } : null,
    categories: orderableCategories(r, at).map((c) => ({
      _id: c.id,
      name: t(c.translation, 'category', c.category),
      description: t(c.translation, 'description', c.description),
      items: items.filter((i) => i.categoryId === c.id).map(item),
    })),
  };
}
