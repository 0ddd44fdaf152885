/** The transaction every seed step writes through. */
import type { Db } from '../db/client';

export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];
