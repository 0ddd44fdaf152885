/** Fixtures of the menu page: new records of a restaurant's menu, each made for one request. */
import { drinks, extras, higherCategories, menuCategories, menuItems } from '../../src/server/db/schema';
import type { TestApp } from './test-app';

export function menuFixtureMakers(t: TestApp) {
  const spareCategoryId = async (restaurantId: string) => {
    const [row] = await t.db
      .insert(menuCategories)
      .values({ restaurantId, category: 'Fixture category', order: 99 })
      .returning({ id: menuCategories.id });
    return row.id;
  };
  return {
    spareCategoryId,
    async spareMenuItemId(restaurantId: string) {
      const categoryId = await spareCategoryId(restaurantId);
      const [row] = await t.db
        .insert(menuItems)
        .values({ restaurantId, categoryId, name: 'Fixture product', price: 4500, order: 99 })
        .returning({ id: menuItems.id });
      return row.id;
    },
    async spareExtraId(restaurantId: string) {
      const [row] = await t.db
        .insert(extras)
        .values({ restaurantId, name: 'Fixture extra', price: 1000 })
        .returning({ id: extras.id });
      return row.id;
    },
    async spareDrinkId(restaurantId: string) {
      const options = [
        { id: 'fx-cola', name: 'Cola', price: 0, isDefault: true },
        { id: 'fx-juice', name: 'Juice', price: 1000, isDefault: false },
      ];
      const [row] = await t.db
        .insert(drinks)
        .values({ restaurantId, name: 'Fixture drinks', options })
        .returning({ id: drinks.id });
      return row.id;
    },
    async spareHigherCategoryId(restaurantId: string) {
      const [row] = await t.db
        .insert(higherCategories)
        .values({ restaurantId, category: 'Fixture higher category' })
        .returning({ id: higherCategories.id });
      return row.id;
    },
  };
}
