/**
 * What a customer may order now: the one rule behind the customer's view (GET /mobile/menu) and the placement
 * (POST /mobile/order/place). The restaurant is open by its opening hours; a category is orderable when it is not
 * hidden and inside its own availability and that of a higher category holding it; a payment type needs the
 * platform's switch (Config page) and, for MobilePay and Vipps, the restaurant's own; tips by percentage only among
 * the configured options; prices less the restaurant's discount.
 */
import { sql, type DBQueryConfig, type ExtractTablesWithRelations } from 'drizzle-orm';
import { type Availability } from '../../../contract/availability';
import { PAYMENT_TYPES } from '../../../contract/orders/constants';
import type { Db, Schema } from '../../db/client';
import { higherCategories, menuCategories, restaurantMenuSettings, restaurants, tableNumbers } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { isOpenAt, isRushActive, localWeekTime, slotsOfDay } from '../../../contract/schedule';

type Restaurant = typeof restaurants.$inferSelect;
type Category = typeof menuCategories.$inferSelect;
type Higher = typeof higherCategories.$inferSelect;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The platform's minimum time ahead of an advance order when the Config page has no `lagTime`. */
const DEFAULT_LAG_MINUTES = 5;

/** Everything the rules read of one restaurant: small rows only (the products are read by whoever needs them). */
export interface OrderingRules {
  restaurant: Restaurant;
  categories: Category[];
  highers: Higher[];
  settings: typeof restaurantMenuSettings.$inferSelect | null;
  /** The platform's switches (Config page: payment, loginbuttons). */
  platformPayment: Record<string, boolean>;
  loginButtons: Record<string, boolean>;
  lagMinutes: number;
  tipOptions: { name: string; percentage: number }[];
}

const switches = (v: unknown): Record<string, boolean> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, boolean>) : {};

/**
 * The platform's switches the rules read (Config page), as a column of the restaurant's query. Written in plain SQL:
 * the relational query would name the columns of `configItems` after the restaurant's table.
 */
const platformConfig = sql<
  { name: string; value: unknown }[]
>`(select coalesce(json_agg(json_build_object('name', c.name, 'value', c.value)), '[]'::json) from config_items c where c.name in ('payment', 'loginbuttons', 'lagTime'))`;

/** What the rules read with the restaurant, in the same statement (relational query, db/schema/relations.ts). */
const RULES_WITH = {
  menuSettings: true,
  menuCategories: { orderBy: (c, { asc }) => [asc(c.order), asc(c.category)] },
  higherCategories: true,
  tipConfigs: { orderBy: (t, { asc }) => [asc(t.percentage)] },
} satisfies DBQueryConfig<'many', true, Tables, Tables['restaurants']>['with'];

type Tables = ExtractTablesWithRelations<Schema>;
type RulesRow = Restaurant & {
  menuSettings: OrderingRules['settings'];
  menuCategories: Category[];
  higherCategories: Higher[];
  tipConfigs: { name: string; percentage: number }[];
  platformConfig: { name: string; value: unknown }[];
};

function rulesOf(row: RulesRow): OrderingRules {
  const {
    menuSettings,
    menuCategories: categories,
    higherCategories: highers,
    tipConfigs: tips,
    platformConfig: config,
    ...restaurant
  } = row;
  const item = (name: string) => config.find((c) => c.name === name)?.value;
  const lag = item('lagTime');
  return {
    restaurant,
    categories,
    highers,
    settings: menuSettings ?? null,
    platformPayment: switches(item('payment')),
    loginButtons: switches(item('loginbuttons')),
    lagMinutes: typeof lag === 'number' ? lag : DEFAULT_LAG_MINUTES,
    tipOptions: tips.map((t) => ({ name: t.name, percentage: t.percentage })),
  };
}

/** Loads the rules of a restaurant (one statement); undefined when there is no such restaurant. */
export async function loadOrderingRules(db: Db, restaurantId: string): Promise<OrderingRules | undefined> {
  const row = await db.query.restaurants.findFirst({
    where: (r, { eq }) => eq(r.id, restaurantId),
    with: RULES_WITH,
    extras: { platformConfig: platformConfig.as('platform_config') },
  });
  return row && rulesOf(row);
}

/** The placement's read, built once per database: only the values change from one order to the next. */
function preparePlacementRead(db: Db) {
  return db.query.restaurants
    .findFirst({
      where: (r, { eq }) => eq(r.id, sql.placeholder('restaurant')),
      with: {
        ...RULES_WITH,
        tableNumbers: { where: (t) => sql`${t.number} = ${sql.placeholder('table')}` },
        menuItems: { where: (m) => sql`${m.id} = any(${sql.placeholder('items')})` },
        extras: { where: (x) => sql`${x.id} = any(${sql.placeholder('extras')})` },
      },
      extras: (r) => ({
        platformConfig: platformConfig.as('platform_config'),
        hasTables: sql<boolean>`exists (select 1 from ${tableNumbers} t where t.restaurant_id = ${r.id})`.as(
          'has_tables',
        ),
      }),
    })
    .prepare('placement_rules');
}
const placementReads = new WeakMap<Db, ReturnType<typeof preparePlacementRead>>();

/**
 * What placing an order reads before it writes, in one statement: the rules, the ordered table (if any) and whether
 * the restaurant has tables at all, and the ordered products and extras (of this restaurant only). Undefined when
 * there is no such restaurant.
 */
export async function loadPlacementRules(
  db: Db,
  restaurantId: string,
  ordered: { items: string[]; extras: string[]; table?: number },
) {
  let read = placementReads.get(db);
  if (!read) placementReads.set(db, (read = preparePlacementRead(db)));
  const row = await read.execute({
    restaurant: restaurantId,
    items: ordered.items,
    extras: ordered.extras,
    table: ordered.table ?? null,
  });
  if (!row) return undefined;
  const { tableNumbers: tables, hasTables, menuItems: items, extras: extraRows, ...rules } = row;
  return { ...rulesOf(rules), table: tables[0], hasTables, items, extras: extraRows };
}

/** Whether the restaurant is open at an instant, by its opening hours in its time zone. */
export const openAt = (r: OrderingRules, at: Date) => isOpenAt(r.restaurant.availability, at, r.restaurant.timezone);

/** The hours of one weekday, as a customer reads them: "served 11:00–14:00, 17:00–21:00 on Mondays". */
function hoursOn(av: Availability, at: Date, tz: string) {
  const { day } = localWeekTime(at, tz);
  const slots = slotsOfDay(av, at, tz);
  if (!slots.length) return `not served on ${day}s`;
  return `served ${slots.map((s) => `${s.start}–${s.end}`).join(', ')} on ${day}s`;
}

/** Why the restaurant is closed at `at`, as the customer reads it. */
export function closedMessage(r: OrderingRules, at: Date) {
  const { name, availability, timezone } = r.restaurant;
  const { day } = localWeekTime(at, timezone);
  const hours = slotsOfDay(availability, at, timezone);
  return hours.length
    ? `${name} is closed at this time (open ${hours.map((s) => `${s.start}–${s.end}`).join(', ')} on ${day}s)`
    : `${name} is closed on ${day}s`;
}

/**
 * Why a category cannot be ordered from at `at` (null: it can): hidden, outside its own availability, or outside
 * that of every higher category holding it (a category in no higher category depends only on its own).
 */
export function categoryRefusal(r: OrderingRules, category: Category, at: Date): string | null {
  const tz = r.restaurant.timezone;
  if (category.ishidden) return `${category.category} is not on the menu`;
  if (category.availability && !isOpenAt(category.availability, at, tz))
    return `${category.category} is ${hoursOn(category.availability, at, tz)}`;
  const holders = r.highers.filter((h) => h.taggedCategories.includes(category.id));
  if (holders.length && !holders.some((h) => isOpenAt(h.availability, at, tz))) {
    const h = holders[0]!;
    return `${h.category} is ${hoursOn(h.availability!, at, tz)}`;
  }
  return null;
}

/** The categories a customer may order from at `at`, in menu order. */
export const orderableCategories = (r: OrderingRules, at: Date) =>
  r.categories.filter((c) => categoryRefusal(r, c, at) === null);

/**
 * The payment types a customer may choose: the platform's switch of each, and for MobilePay the restaurant's own;
 * 'mobile payments' (phone wallets) with Apple Pay or Google Pay on, or Vipps on for the platform and the restaurant.
 */
export function paymentTypes(r: OrderingRules): PaymentType[] {
  const p = r.platformPayment;
  const on: Record<PaymentType, boolean> = {
    card: !!p.card,
    mobilepay: !!p.mobilepay && r.restaurant.ismobilepayenabled,
    kevin: !!p.kevin,
    'mobile payments': !!p.applepay || !!p.googlepay || (!!p.vipps && r.restaurant.isvippsenabled),
  };
  return PAYMENT_TYPES.filter((t) => on[t]);
}

/** The restaurant's discount in percent (0 when off). */
export const discountPercent = (r: Pick<Restaurant, 'discountenabled' | 'discount'>) =>
  r.discountenabled ? Math.min(100, Math.max(0, r.discount)) : 0;

/** A price (minor units) less a discount in percent, to the minor unit. */
export const discounted = (minor: number, percent: number) => Math.round((minor * (100 - percent)) / 100);

/** Whether rush mode is on and inside its schedule (no schedule: whenever it is on). */
export const rushActive = (r: OrderingRules, at: Date) =>
  !!r.settings &&
  isRushActive({ RushMode: r.settings.rushMode, RushModeTimes: r.settings.rushModeTimes }, at, r.restaurant.timezone);

/**
 * Refuses (403 on the line's `menu` field, naming the product) a line whose product is in no category a customer
 * may order from now.
 */
export function assertOrderableNow(
  r: OrderingRules,
  lines: { menu: string }[],
  itemsById: Map<string, { name: string; categoryId: string | null }>,
  at: Date,
) {
  lines.forEach((l, i) => {
    const item = itemsById.get(l.menu);
    if (!item) return;
    const category = r.categories.find((c) => c.id === item.categoryId);
    const why = category ? categoryRefusal(r, category, at) : 'it is not on the menu';
    if (why) throw fieldError(`lines.${i}.menu`, `${item.name} cannot be ordered right now: ${why}`);
  });
}

const PAYMENT_LABELS: Record<PaymentType, string> = {
  card: 'Card',
  mobilepay: 'MobilePay',
  kevin: 'Kevin',
  'mobile payments': 'Mobile payments',
};

/**
 * Refuses (403 on its field) an order placed while the restaurant is closed (an advance order: for a time it is
 * closed), a payment type that is switched off, or a tip percentage that is not one of the restaurant's options.
 */
export function assertCustomerChoices(
  r: OrderingRules,
  input: { isAdvanceOrder?: boolean; paymentType: PaymentType; tippercentage?: number },
  at: Date,
) {
  const { name } = r.restaurant;
  if (!openAt(r, at)) throw fieldError(input.isAdvanceOrder ? 'advanceOrderDate' : 'restaurant', closedMessage(r, at));
  if (!paymentTypes(r).includes(input.paymentType))
    throw fieldError('paymentType', `${PAYMENT_LABELS[input.paymentType]} is not accepted at ${name}`);
  const tip = input.tippercentage;
  if (!tip) return;
  if (!r.tipOptions.length)
    throw fieldError('tippercentage', `${name} offers no tip percentages: please give a tip as an amount`);
  if (!r.tipOptions.some((o) => o.percentage === tip))
    throw fieldError(
      'tippercentage',
      `Please choose a tip of ${r.tipOptions.map((o) => `${o.percentage} %`).join(', ')} at ${name}`,
    );
}
