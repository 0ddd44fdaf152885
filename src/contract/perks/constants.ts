/** The plain values of perks that both sides read: page size and messages. */
import { crudNotices } from '../notices';

export const PERKS_PAGE_SIZE = 25;

/** The spec says 'perks' in its notices, one perk elsewhere. */
export const PERK_MESSAGES = { ...crudNotices('perks', 'No perks'), notFound: 'Perk not found' } as const;
