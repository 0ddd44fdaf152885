/**
 * The endpoints of one area share their tag, roles and often where they name their restaurant. `group()` says that
 * once, and each endpoint then says only what is its own:
 *
 *   const api = group({ tag: 'Deals', auth: ADMIN_ONLY });
 *   export const dealsPush = api.post('/deals/push', { summary: 'Push a deal …', body: dealId, response: pushAnswer });
 *
 * The result is an ordinary `endpoint()` entry (the paths stay written out, as the spec has them).
 */
import type { EndpointDef, HttpMethod, RestaurantScope } from './endpoint';

/** What a group's endpoints share. */
interface GroupDefaults {
  tag: string;
  auth: EndpointDef['auth'];
  restaurantScope?: RestaurantScope;
}

/** What one endpoint of a group says: its docs, schemas and answer; `auth` or `restaurantScope` when they differ. */
type GroupEndpoint =
  Omit<EndpointDef, 'method' | 'path' | 'tag'> | Omit<EndpointDef, 'method' | 'path' | 'tag' | 'auth'>;

/** Where a restaurant-bound call names its restaurant: in the query or the body, as `restaurant`. */
export const IN_QUERY = { in: 'query', key: 'restaurant' } as const satisfies RestaurantScope;
export const IN_BODY = { in: 'body', key: 'restaurant' } as const satisfies RestaurantScope;

export function group<const G extends GroupDefaults>(defaults: G) {
  const method =
    <const M extends HttpMethod>(m: M) =>
    <const P extends string, const R extends GroupEndpoint>(path: P, rest: R) =>
      // The same object `endpoint()` would give, typed by its parts: the method and path, the group's defaults, its own.
      ({ method: m, path, ...defaults, ...rest }) as { method: M; path: P } & Omit<G, keyof R> & R;
  return { get: method('GET'), post: method('POST'), put: method('PUT'), delete: method('DELETE') };
}
