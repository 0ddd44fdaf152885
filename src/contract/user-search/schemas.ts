import * as z from 'zod/mini';
import { plainText } from '../common';

/** A registered customer as the type-ahead suggests it (the spec's entities: 'User search result'). */
const userSuggestion = z.object({ _id: z.string(), Email: z.string(), Provider: z.string() });

export const userSearchSchemas = {
  search: {
    summary: 'Type-ahead: registered customers whose email contains the key (at most 10)',
    query: z.object({
      key: plainText('Search key', 'Search key is required').check(
        z.trim(),
        z.maxLength(254, 'Search key must be at most 254 characters'),
      ),
    }),
    response: z.object({ data: z.array(userSuggestion) }),
  },
};
