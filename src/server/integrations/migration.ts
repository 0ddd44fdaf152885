import type { FastifyBaseLogger } from 'fastify';
import type * as z from 'zod/mini';
import type { restaurantCreate } from '../../contract/restaurants/schemas';

/** What is sent to the target for one restaurant: the body of its POST /api/restaurant/add. */
export type MigrationPayload = z.input<typeof restaurantCreate>;

export interface MigrationOutcome {
  name: string;
  ok: boolean;
  /** The target's new id, or why it failed. */
  detail: string;
}

/** Copies restaurants to the production platform ("Migrate Restaurants to Production"). */
export interface Migrator {
  /** 'http' sends to the configured target; 'none' is not configured and sends nothing. */
  readonly kind: 'http' | 'none';
  /** Where restaurants go (for the log). */
  readonly target: string;
  migrate(restaurants: MigrationPayload[]): Promise<MigrationOutcome[]>;
}

/** Default without MIGRATION_TARGET_URL: callers must answer that migration is not configured. */
export const noMigration: Migrator = {
  kind: 'none',
  target: '',
  async migrate() {
    throw new Error('Migration to production is not configured');
  },
};

interface HttpMigratorOptions {
  /** Base URL of the production back-office, e.g. https://admin.example.com */
  url: string;
  /** A platform admin's session token on the target. */
  token: string;
  timeoutMs?: number;
}

/**
 * Creates each restaurant on the target through the target's own API (POST {url}/api/restaurant/add with a
 * bearer token), one after the other; a failure of one does not stop the others.
 */
export function httpMigrator({ url, token, timeoutMs = 15_000 }: HttpMigratorOptions): Migrator {
  const endpoint = `${url.replace(/\/+$/, '')}/api/restaurant/add`;
  return {
    kind: 'http',
    target: url,
    async migrate(restaurants) {
      const outcomes: MigrationOutcome[] = [];
      for (const r of restaurants) {
        try {
          const res = await fetch(endpoint, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(r),
            signal: AbortSignal.timeout(timeoutMs),
          });
          const answer = (await res.json().catch(() => null)) as { data?: { _id?: string }; Message?: unknown } | null;
          outcomes.push(
            res.ok
              ? { name: r.name, ok: true, detail: `created as ${answer?.data?._id ?? 'a new restaurant'}` }
              : {
                  name: r.name,
                  ok: false,
                  detail: `target answered ${res.status}: ${JSON.stringify(answer?.Message ?? null).slice(0, 300)}`,
                },
          );
        } catch (err) {
          outcomes.push({ name: r.name, ok: false, detail: `target not reached: ${(err as Error).message}` });
        }
      }
      return outcomes;
    },
  };
}

export function migrationFromEnv(env: NodeJS.ProcessEnv, log: FastifyBaseLogger): Migrator {
  if (!env.MIGRATION_TARGET_URL) {
    log.info(
      'restaurant migration to production is NOT configured (no MIGRATION_TARGET_URL): migrate requests answer 503',
    );
    return noMigration;
  }
  if (!env.MIGRATION_TARGET_TOKEN)
    log.warn('MIGRATION_TARGET_URL is set without MIGRATION_TARGET_TOKEN: the target will refuse the requests');
  return httpMigrator({ url: env.MIGRATION_TARGET_URL, token: env.MIGRATION_TARGET_TOKEN ?? '' });
}
