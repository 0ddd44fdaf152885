import { avg, count, desc, eq } from 'drizzle-orm';
import type { MenuSettings } from '../../../contract/menu/schemas';
import { menuRatings, restaurantMenuSettings, restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';

export const DEFAULT_PREPARATION_MINUTES = 20;
export const DEFAULT_RUSH_MARGIN_MINUTES = 15;

type Settings = Partial<Omit<typeof restaurantMenuSettings.$inferInsert, 'restaurantId' | 'updatedAt'>>;

export async function menuSettings({ db }: Deps, restaurant: string): Promise<{ data: MenuSettings }> {
  const [row] = await db
    .select({ r: restaurants, s: restaurantMenuSettings })
    .from(restaurants)
    .leftJoin(restaurantMenuSettings, eq(restaurantMenuSettings.restaurantId, restaurants.id))
    .where(eq(restaurants.id, restaurant));
  if (!row) throw notFound('Restaurant not found');
  const { r, s } = row;
  return {
    data: {
      _id: r.id,
      Name: r.name,
      SurveyEnabled: r.surveyenabled,
      OnlinePOSDKEnabled: r.onlineposdkenabled,
      AutomatedPushEnabled: r.automatedpushenabled,
      Currency: r.currency?.code ?? 'DKK',
      PromoAvailability: s?.promoAvailability ?? null,
      RushMode: s?.rushMode ?? false,
      RushModeTimes: s?.rushModeTimes ?? null,
      RushModeHeader: s?.rushModeHeader ?? '',
      RushModeMessage: s?.rushModeMessage ?? '',
      PreparationTime: s?.preparationMinutes ?? DEFAULT_PREPARATION_MINUTES,
      RushModeMargin: s?.rushMarginMinutes ?? DEFAULT_RUSH_MARGIN_MINUTES,
      PromoPopUpEnabled: s?.promoPopUpEnabled ?? false,
      PromoHeader: s?.promoHeader ?? '',
      PromoMessage: s?.promoMessage ?? '',
      PromoImage: s?.promoImage ?? '',
    },
  };
}

/** One row per restaurant, made on its first save. */
export async function saveSettings({ db }: Deps, restaurant: string, set: Settings, Message: string) {
  await db
    .insert(restaurantMenuSettings)
    .values({ restaurantId: restaurant, ...set })
    .onConflictDoUpdate({ target: restaurantMenuSettings.restaurantId, set: { ...set, updatedAt: new Date() } });
  return { Message };
}

const round2 = (n: unknown) => Math.round(Number(n ?? 0) * 100) / 100;

export async function listRatings({ db }: Deps, q: PageRequest & { restaurant: string }) {
  const where = eq(menuRatings.restaurantId, q.restaurant);
  const [[agg], rows] = await Promise.all([
    db
      .select({
        total: count(),
        main: avg(menuRatings.mainRating),
        food: avg(menuRatings.food),
        service: avg(menuRatings.service),
        wait: avg(menuRatings.waitingTime),
        ordering: avg(menuRatings.orderingExperience),
      })
      .from(menuRatings)
      .where(where),
    db
      .select()
      .from(menuRatings)
      .where(where)
      .orderBy(desc(menuRatings.date), desc(menuRatings.id))
      .limit(q.size)
      .offset(offsetOf(q)),
  ]);
  return {
    data: rows.map((r) => ({
      _id: r.id,
      User: { Name: r.userName, Avatar: r.userAvatar },
      Date: r.date.toISOString(),
      Comments: r.comments,
      MainRating: r.mainRating,
      Food: r.food,
      Service: r.service,
      WaitingTime: r.waitingTime,
      OrderingExperience: r.orderingExperience,
    })),
    meta: {
      ...pageMeta(agg.total, q),
      averages: {
        MainRating: round2(agg.main),
        Food: round2(agg.food),
        Service: round2(agg.service),
        WaitingTime: round2(agg.wait),
        OrderingExperience: round2(agg.ordering),
      },
    },
  };
}
