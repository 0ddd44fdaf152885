import { z } from 'zod';
import { group } from './group';
import { ADMIN_ONLY } from './roles';

/** A registered customer as the type-ahead suggests it (the spec's entities: 'User search result'). */
const userSuggestion = z.object({ _id: z.string(), Email: z.string(), Provider: z.string() });

export const USER_SEARCH_LIMIT = 10;

const api = group({ tag: 'Registered users', auth: ADMIN_ONLY });

export const userSearch = api.get('/user/search', {
  summary: 'Type-ahead: registered customers whose email contains the key (at most 10)',
  query: z.object({
    key: z.string({ error: 'Search key is required' }).trim().max(254, 'Search key must be at most 254 characters'),
  }),
  response: z.object({ data: z.array(userSuggestion) }),
});

/** How the spec shows a provider: 'Local' is shown as 'Email'. */
export const providerLabel = (provider: string) => (provider === 'Local' ? 'Email' : provider);
