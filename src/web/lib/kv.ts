/** A tiny key-value store in IndexedDB (for the persisted query cache). */
import { openDB } from 'idb';

const db = () => openDB('backoffice-cache', 1, { upgrade: (d) => void d.createObjectStore('kv') });
export const get = async (key: string): Promise<string | null> =>
  ((await (await db()).get('kv', key)) as string | undefined) ?? null;
export const set = async (key: string, value: string) => void (await (await db()).put('kv', value, key));
export const del = async (key: string) => void (await (await db()).delete('kv', key));
