import { systemLogs } from '../db/schema';
import { prng } from './kitchen';
import type { SeedTx } from './tx';

const HOUR = 3_600_000;

/** The system log of the last weeks: sign-ins and the changes an admin and the restaurant staff made. */
export async function seedSystemLogs(
  tx: SeedTx,
  restaurant: { bistro: { id: string; name: string }; harbour: { id: string; name: string } },
) {
  const r = prng(47);
  const now = Date.now();
  const bistro = { _id: restaurant.bistro.id, Name: restaurant.bistro.name };
  const harbour = { _id: restaurant.harbour.id, Name: restaurant.harbour.name };
  const entries: { email: string; type: string; others: Record<string, unknown> }[] = [
    {
      email: 'admin@example.com',
      type: 'Sign in',
      others: {
        method: 'POST',
        path: '/api/admin/authenticate',
        status: 200,
        body: { email: 'admin@example.com', password: '[hidden]' },
      },
    },
    {
      email: 'admin@example.com',
      type: 'Change the value of a config item',
      others: { method: 'PUT', path: '/api/config/edit', status: 200, body: { value: 30 } },
    },
    {
      email: 'bistro@example.com',
      type: 'Sign in',
      others: {
        method: 'POST',
        path: '/api/restaurant/authenticate',
        status: 200,
        restaurant: bistro,
        body: { email: 'bistro@example.com', password: '[hidden]' },
      },
    },
    {
      email: 'bistro@example.com',
      type: 'Order accepted',
      others: { method: 'PUT', path: '/api/orders/restaurant/acceptorder', status: 200, restaurant: bistro },
    },
    {
      email: 'waiter@example.com',
      type: 'Accept an open request',
      others: { method: 'POST', path: '/api/callawaiter/accept', status: 200, restaurant: bistro },
    },
    {
      email: 'harbour@example.com',
      type: 'Sign in',
      others: {
        method: 'POST',
        path: '/api/restaurant/authenticate',
        status: 200,
        restaurant: harbour,
        body: { email: 'harbour@example.com', password: '[hidden]' },
      },
    },
    {
      email: 'harbour@example.com',
      type: 'Order completed',
      others: { method: 'PUT', path: '/api/orders/restaurant/completeorder', status: 200, restaurant: harbour },
    },
    {
      email: 'admin@example.com',
      type: 'Update an admin user',
      others: {
        method: 'PUT',
        path: '/api/admin/edit',
        status: 200,
        body: { name: 'Operations Admin', type: 'Admin', email: 'ops@example.com', password: '[hidden]' },
      },
    },
    {
      email: 'bistro@example.com',
      type: 'Logout',
      others: { method: 'DELETE', path: '/api/admin/logout', status: 200, restaurant: bistro },
    },
  ];
  const rows = Array.from({ length: 28 }, (_, i) => {
    const e = entries[i % entries.length];
    return {
      ...e,
      dateTime: new Date(now - (i * 17 + r.int(1, 12)) * HOUR - r.int(0, 59) * 60_000),
      others: { ...e.others, ip: '10.0.0.' + r.int(2, 40) },
    };
  });
  await tx.insert(systemLogs).values(rows);
}
