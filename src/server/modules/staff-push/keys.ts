/** The VAPID key pair that signs every push to staff devices (RFC 8292). */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { vapidKeys } from '../../db/schema';
import type { Deps } from '../../deps';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const known = new WeakMap<Deps, Promise<VapidDetails>>();

/**
 * The keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else the pair kept in the database, made by the first node that
 * needs it (a second node racing it keeps the first pair: insert if absent, then read). Read once per app.
 */
export function vapidDetails(deps: Deps): Promise<VapidDetails> {
  let details = known.get(deps);
  if (!details) {
    details = loadKeys(deps);
    known.set(deps, details);
    details.catch(() => known.delete(deps));
  }
  return details;
}

async function loadKeys({ db, config }: Deps): Promise<VapidDetails> {
  const subject = config.vapidSubject;
  if (config.vapidKeys) return { subject, ...config.vapidKeys };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  return { subject, publicKey: row!.publicKey, privateKey: row!.privateKey };
}
