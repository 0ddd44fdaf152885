import { pushLogs } from '../db/schema';
import { prng } from './kitchen';
import type { SeedTx } from './tx';

const DAY = 86_400_000;

/** Push Logs of the last months: deal, news, coupon, geo and automated pushes, as a live platform would have them. */
export async function seedPushLogs(tx: SeedTx) {
  const r = prng(31);
  const now = Date.now();
  const kinds = [
    {
      type: 'Deal',
      title: () => r.pick(['2 for 1 lunch', 'Free coffee', 'Burger night', 'VIP tasting menu']),
      body: 'A new deal is waiting for you in the app.',
    },
    {
      type: 'Push notification',
      title: () => r.pick(['Summer terrace is open', 'New: order ahead', 'Harbour Grill turns five']),
      body: 'Open the app to read more.',
    },
    { type: 'Coupon', title: () => r.pick(['10% off dinner', 'Free dessert']), body: 'Your coupon is ready to use.' },
    {
      type: 'Geo push',
      title: () => 'You are near Harbour Grill',
      body: 'Drop by for a burger - show this message for a free drink.',
    },
    { type: 'Automated push', title: () => 'How was your meal?', body: 'Tell us how we did and earn a stamp.' },
  ];
  const rows = Array.from({ length: 42 }, (_, i) => {
    const kind = kinds[i % kinds.length];
    const devices = r.int(35, 480);
    const failed = r.next() < 0.15 ? r.int(1, 6) : 0;
    const title = kind.title();
    return {
      date: new Date(now - (i * 2.3 + r.next()) * DAY),
      initiatedBy:
        kind.type === 'Automated push'
          ? 'System (automated push)'
          : kind.type === 'Geo push'
            ? 'ops@example.com'
            : 'admin@example.com',
      type: kind.type,
      totalDevicesPushed: devices - failed,
      status: failed
        ? `sent to ${devices - failed} of ${devices} devices (${failed} failed: device token no longer registered)`
        : 'sent',
      others: { title, body: kind.body, ...(kind.type === 'Geo push' ? { radius: 2, point: 'Havnegade' } : {}) },
    };
  });
  await tx.insert(pushLogs).values(rows);
  return rows.length;
}
