/** Users arranged straight in the database, for tests about other things (the API has no staff-user endpoints yet). */
import { eq } from 'drizzle-orm';
import type { Role } from '../../src/contract/roles';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/passwords';
import type { TestApp } from './test-app';

export interface NewUser {
  email: string;
  password: string;
  type?: Role;
  /** Name of the restaurant, for restaurant staff. */
  restaurant?: string;
  name?: string;
}

export async function addUser(t: TestApp, u: NewUser): Promise<string> {
  const type = u.type ?? (u.restaurant ? 'RestaurantUser' : 'Admin');
  const [row] = await t.db
    .insert(users)
    .values({
      email: u.email.toLowerCase(),
      name: u.name ?? u.email.split('@')[0],
      type,
      restaurantId: u.restaurant ? await t.restaurantId(u.restaurant) : null,
      passwordHash: await hashPassword(u.password),
    })
    .returning({ id: users.id });
  return row.id;
}

/** Many admins at once, sharing one password hash (argon2 is deliberately slow). */
export async function addAdmins(t: TestApp, count: number, password = 'many-admins-pass'): Promise<string[]> {
  const passwordHash = await hashPassword(password);
  const stamp = Date.now().toString(36);
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bulk-${stamp}-${i}@example.org`,
        name: `Bulk Admin ${String(i).padStart(2, '0')}`,
        type: 'Admin' as const,
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

export async function userId(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
