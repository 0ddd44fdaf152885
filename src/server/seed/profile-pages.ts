import { inArray } from 'drizzle-orm';
import { restaurants } from '../db/schema';
import { seedConfig } from './config';
import { seedPrintQueue } from './print-queue';
import { seedPushLogs } from './push-logs';
import { seedSmsLogs } from './sms';
import { seedStampRewards } from './stamp-rewards';
import { seedSystemLogs } from './system-logs';
import type { SeedTx } from './tx';

/** Demo data of the profile-menu pages (SMS and push logs, print queue, config, system log) and the customers' stamp rewards. Runs after the orders. */
export async function seedProfilePages(tx: SeedTx) {
  const rows = await tx
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(inArray(restaurants.name, ['Demo Bistro', 'Harbour Grill']));
  const bistro = rows.find((x) => x.name === 'Demo Bistro');
  const harbour = rows.find((x) => x.name === 'Harbour Grill');
  await seedConfig(tx);
  await seedStampRewards(tx);
  await seedPushLogs(tx);
  await seedSmsLogs(tx);
  await seedPrintQueue(tx);
  if (bistro && harbour) await seedSystemLogs(tx, { bistro, harbour });
}
