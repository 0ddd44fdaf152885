import { asc, inArray, sql } from 'drizzle-orm';
import { tags } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError } from '../../http/errors';

type Db = Deps['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const NEW_TAG_MARK = 'tobeinserted';

export async function allTags({ db }: Deps) {
  const rows = await db
    .select()
    .from(tags)
    .orderBy(asc(sql`lower(${tags.name})`));
  return { data: rows.map((t) => ({ _id: t.id, name: t.name })) };
}

/** `tagsTobeInserted` of the spec's clients (names, or `{ label, value }`), as new tags of `tags`. */
export function newTags(sent: (string | { label: string })[] | undefined) {
  return (sent ?? []).map((t) => ({ label: typeof t === 'string' ? t : t.label, value: NEW_TAG_MARK }));
}

/**
 * The tags of a menu item as stored: known tags by id (their current name), new ones (value contains
 * 'tobeinserted') created once, matched case-insensitively against the existing tags.
 */
export async function resolveTags(tx: Tx | Db, input: { label: string; value: string }[]) {
  const known = input.filter((t) => !t.value.includes(NEW_TAG_MARK)).map((t) => t.value.toLowerCase());
  const freshByKey = new Map<string, string>();
  for (const t of input)
    if (t.value.includes(NEW_TAG_MARK) && !freshByKey.has(t.label.trim().toLowerCase()))
      freshByKey.set(t.label.trim().toLowerCase(), t.label.trim());
  const fresh = [...freshByKey.values()];
  const byId = new Map<string, string>();
  if (known.length) {
    for (const r of await tx.select().from(tags).where(inArray(tags.id, known))) byId.set(r.id, r.name);
    const missing = known.find((id) => !byId.has(id));
    if (missing) throw fieldError('tags', 'One of the tags no longer exists; please pick it again');
  }
  const created: { label: string; value: string }[] = [];
  for (const name of fresh) {
    await tx.insert(tags).values({ name }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(tags)
      .where(sql`lower(${tags.name}) = ${name.toLowerCase()}`);
    created.push({ label: row.name, value: row.id });
  }
  const out = [...known.map((id) => ({ label: byId.get(id)!, value: id })), ...created];
  return [...new Map(out.map((t) => [t.value, t])).values()];
}

/** Suggested tags for a menu item: existing tags by id, new ones marked 'tobeinserted' (created when the item is saved). */
export async function generateTags(deps: Deps, input: { name: string; description: string }) {
  const vocabulary = (await allTags(deps)).data;
  const byName = new Map(vocabulary.map((t) => [t.name.toLowerCase(), t]));
  const result = await deps.aiTags.suggest({ ...input, vocabulary: vocabulary.map((t) => t.name) });
  const data = result.tags.map((name) => {
    const known = byName.get(name.toLowerCase());
    return known ? { label: known.name, value: known._id } : { label: name, value: NEW_TAG_MARK };
  });
  return { data, source: result.source, ...(result.problem ? { Message: `No suggestions: ${result.problem}` } : {}) };
}
