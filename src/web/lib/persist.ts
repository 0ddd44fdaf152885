/**
 * The query cache of the live screens is kept in IndexedDB, so a tablet that reloads with no network still
 * shows its last known orders (with when they were last synced). Only the roots listed here are kept.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import { del, get, set } from './kv';

const PERSISTED_ROOTS = new Set(['orders', 'calls', 'orders-restaurants']);
export const PERSIST_MAX_AGE = 24 * 3_600_000;

export const persister = createAsyncStoragePersister({
  storage: { getItem: get, setItem: set, removeItem: del },
  key: 'query-cache',
  throttleTime: 1000,
});

export const shouldPersist = (q: Query) => q.state.status === 'success' && PERSISTED_ROOTS.has(String(q.queryKey[0]));
