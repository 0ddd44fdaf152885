/** The menu item form's values: the contract's input without the restaurant and id (sent hidden). */
import type { MenuConfigIn, MenuItem } from '../../../contract/menu/schemas';

export type MenuFormValues = {
  name: string;
  category: string;
  description: string;
  price: number | string;
  sku: string;
  onlineposproductid: string;
  image: string;
  GalleryImages: string[];
  isAvailable: boolean;
  tags: { label: string; value: string }[];
  extras: string[];
  options: {
    id?: string;
    Category: string;
    isMultiple: boolean;
    items: { id?: string; Name: string; Price: number | string; Image: string; isDefault: boolean }[];
  }[];
  attributes: {
    id?: string;
    Category: string;
    attributesRequired: boolean;
    limit: number | string;
    items: { id?: string; Name: string; Price: number | string; image: string; isDefault: boolean }[];
  }[];
  config: MenuConfigIn;
  translation: Record<string, Record<string, string>>;
} & Record<string, unknown>;

export function menuFormValues(item: MenuItem | undefined, category: string): MenuFormValues {
  return {
    name: item?.name ?? '',
    category: item?.category ?? category,
    description: item?.description ?? '',
    price: item?.price ?? '',
    sku: item?.sku ?? '',
    onlineposproductid: item?.onlineposproductid ?? '',
    image: item?.image ?? '',
    GalleryImages: item?.GalleryImages ?? [],
    isAvailable: item?.isAvailable ?? true,
    tags: item?.tags ?? [],
    extras: item?.extras ?? [],
    options: (item?.options ?? []).map((g) => ({
      id: g.id,
      Category: g.Category,
      isMultiple: g.isMultiple,
      items: g.items.map((x) => ({
        id: x.id,
        Name: x.Name,
        Price: x.Price,
        Image: x.Image ?? '',
        isDefault: x.isDefault,
      })),
    })),
    attributes: (item?.attributes ?? []).map((g) => ({
      id: g.id,
      Category: g.Category,
      attributesRequired: g.attributesRequired,
      limit: g.limit,
      items: g.items.map((x) => ({
        id: x.id,
        Name: x.Name,
        Price: x.Price,
        image: x.image ?? '',
        isDefault: x.isDefault,
      })),
    })),
    config: item?.config ?? {},
    translation: item?.translation ?? {},
  };
}
