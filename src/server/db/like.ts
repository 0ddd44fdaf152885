/** A LIKE/ILIKE pattern matching text that contains `key` literally (`%`, `_` and `\` lose their wildcard meaning). */
export const likeContains = (key: string) => `%${key.replace(/[\\%_]/g, '\\$&')}%`;
