/** The plain values of trucks and markets that both sides read: page size and messages. */
import { crudNotices } from '../notices';

export const ATTACHMENTS_PAGE_SIZE = 25;

const messages = <const N extends string>(noun: N) => ({
  ...crudNotices(noun, `No ${noun}s`),
  inUse: (n: number) => `This ${noun} is attached to ${n} deal(s): detach it from them first`,
});

export const TRUCK_MESSAGES = messages('truck');
export const MARKET_MESSAGES = messages('market');
