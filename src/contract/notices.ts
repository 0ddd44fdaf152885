/** The notices of one entity (the spec's words); more keys may follow (notFound, …). */
export interface CrudMessages {
  created: string;
  updated: string;
  deleted: string;
}

/**
 * The spec's words of an entity, its notices all worded alike: `crudNotices('news', 'No news yet')` → 'Successfully
 * created news!', 'Successfully updated news!', 'Successfully deleted news!', 'News not found', and the empty list's text.
 */
export const crudNotices = <const N extends string, const E extends string>(noun: N, empty: E) => ({
  created: `Successfully created ${noun}!` as const,
  updated: `Successfully updated ${noun}!` as const,
  deleted: `Successfully deleted ${noun}!` as const,
  notFound: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found` as `${Capitalize<N>} not found`,
  empty,
});
