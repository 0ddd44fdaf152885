import { configItems } from '../db/schema';
import type { SeedTx } from './tx';

/** The platform settings of the Config page. */
export async function seedConfig(tx: SeedTx) {
  await tx.insert(configItems).values([
    { name: 'cardfee', value: 1.25 },
    {
      name: 'payment',
      value: { mobilepay: true, card: true, kevin: false, vipps: false, applepay: true, googlepay: true },
    },
    { name: 'loginbuttons', value: { apple: true, google: true, facebook: false } },
    { name: 'lagTime', value: 30 },
  ]);
}
