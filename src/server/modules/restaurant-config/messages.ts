import { eq } from 'drizzle-orm';
import { RESPONSE_MESSAGES_UPDATED } from '../../../contract/restaurant-config/messages/routes';
import type { ResponseMessages, ResponseMessagesBody } from '../../../contract/restaurant-config/messages/schemas';
import { responseMessages } from '../../db/schema';
import type { Deps } from '../../deps';

const EMPTY: ResponseMessages = { accept: '', longwait: '', acceptadvance: '', complete: '', completetakeout: '' };

export async function getMessages({ db }: Pick<Deps, 'db'>, restaurantId: string): Promise<ResponseMessages> {
  const [row] = await db.select().from(responseMessages).where(eq(responseMessages.restaurantId, restaurantId));
  if (!row) return { ...EMPTY };
  return {
    accept: row.accept,
    longwait: row.longwait,
    acceptadvance: row.acceptadvance,
    complete: row.complete,
    completetakeout: row.completetakeout,
  };
}

export async function fetchMessages(deps: Deps, restaurantId: string) {
  return { data: await getMessages(deps, restaurantId) };
}

/** Emoji are already stripped and lengths checked by the contract. */
export async function saveMessages(deps: Deps, restaurantId: string, input: ResponseMessagesBody) {
  await deps.db
    .insert(responseMessages)
    .values({ restaurantId, ...input })
    .onConflictDoUpdate({ target: responseMessages.restaurantId, set: { ...input, updatedAt: new Date() } });
  return { Message: RESPONSE_MESSAGES_UPDATED, data: await getMessages(deps, restaurantId) };
}
