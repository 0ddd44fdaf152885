import { eq, inArray } from 'drizzle-orm';
import { CURRENCIES, RESTAURANT_MESSAGES as M } from '../../../contract/restaurants/constants';
import {
  adminOnlyFields,
  STAFF_HIDDEN_FIELDS,
  type AdminOnlyField,
  type Currency,
  type RestaurantEditBody,
} from '../../../contract/restaurants/schemas';
import { isStaff } from '../../../contract/roles';
import type { Db } from '../../db/client';
import { beacons, customers, restaurants } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { oneRestaurant } from './queries';

type Columns = Partial<typeof restaurants.$inferInsert>;
type Input = Omit<RestaurantEditBody, 'id'>;

/**
 * Staff changing a setting only platform admins may change are refused, naming each such field (nothing is saved).
 * Such settings sent unchanged (a client sending back the restaurant it read) are accepted and left out.
 */
export async function refuseAdminOnlyFields(db: Db, user: SessionUser, id: string, input: Input): Promise<Input> {
  if (!isStaff(user.type)) return input;
  const sent = STAFF_HIDDEN_FIELDS.filter((k) => input[k] !== undefined);
  if (!sent.length) return input;
  const current = (await oneRestaurant(db, id).catch(() => null)) as Record<string, unknown> | null;
  const same = (k: AdminOnlyField) => {
    const now = current && adminOnlyFields[k].safeParse(current[k]);
    return !!now?.success && JSON.stringify(now.data) === JSON.stringify(input[k]);
  };
  const changed = sent.filter((k) => !same(k));
  if (changed.length)
    throw new HttpError(
      403,
      M.staffField,
      changed.map((param) => ({ param, msg: M.staffField })),
    );
  return Object.fromEntries(Object.entries(input).filter(([k]) => !(sent as string[]).includes(k))) as Input;
}

/** The attached beacon as the beacons list has it now; refused when it is not (any more) in the list. */
async function knownBeacon(db: Db, beacon: NonNullable<Input['beacon']>) {
  const [row] = await db.select().from(beacons).where(eq(beacons.uuid, beacon.UUID.toUpperCase())).limit(1);
  if (!row) throw fieldError('beacon', M.unknownBeacon);
  return { Name: row.name, UUID: row.uuid, Radius: row.radius };
}

/** The ids of the picked customers (once each); refused when one does not exist. */
async function knownCustomers(db: Db, users: NonNullable<Input['privateusers']>) {
  const ids = [...new Set(users.map((u) => u._id))];
  if (!ids.length) return [];
  const found = await db.select({ id: customers.id }).from(customers).where(inArray(customers.id, ids));
  if (found.length !== ids.length) throw fieldError('privateusers', M.unknownUser);
  return ids;
}

const minor = (amount: number) => Math.round(amount * 100);

/** The form's values → the columns to write (only the fields sent). Money to minor units, location to two columns. */
export async function toColumns(db: Db, input: Input): Promise<Columns> {
  const { location, bagtakeawayprice, deliveryfee, privateusers, beacon, currency, ...plain } = input;
  const columns: Columns = Object.fromEntries(Object.entries(plain).filter(([, v]) => v !== undefined));
  if (location !== undefined) {
    columns.longitude = location?.[0] ?? null;
    columns.latitude = location?.[1] ?? null;
  }
  if (bagtakeawayprice !== undefined) columns.bagtakeawayprice = minor(bagtakeawayprice);
  if (deliveryfee !== undefined) columns.deliveryfee = minor(deliveryfee);
  if (currency !== undefined)
    columns.currency = CURRENCIES[currency.code as keyof typeof CURRENCIES] satisfies Currency;
  if (beacon !== undefined) columns.beacon = beacon && (await knownBeacon(db, beacon));
  if (privateusers !== undefined) columns.privateusers = await knownCustomers(db, privateusers);
  return columns;
}

/** A private restaurant names at least one user (checked on what the restaurant will hold after the change). */
export function checkPrivate(after: { isprivate?: boolean | null; privateusers?: string[] | null }) {
  if (after.isprivate && !(after.privateusers ?? []).length) throw fieldError('privateusers', M.noPrivateUsers);
}
