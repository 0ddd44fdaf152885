import type { FastifyBaseLogger } from 'fastify';

/** A product as Online POS DK lists it; price in minor units. */
export interface PosProduct {
  id: string;
  name: string;
  priceMinor: number;
}

/** The restaurant's Online POS DK account (from the restaurant form). */
export interface PosAccount {
  token: string;
  firmId: string;
}

/** Online POS DK, the restaurants' point-of-sale system (DESIGN.md, "Outside services"). */
export interface OnlinePos {
  /** 'http' talks to the configured API; 'none' is not configured and does nothing. */
  readonly kind: 'http' | 'none';
  /** The restaurant's products. Throws `OnlinePosError` with a plain reason when the POS fails. */
  fetchProducts(account: PosAccount): Promise<PosProduct[]>;
}

export class OnlinePosError extends Error {}

/** Default without ONLINEPOS_API_URL: nothing can be synced, and callers must say so (never a fake success). */
const noOnlinePos: OnlinePos = {
  kind: 'none',
  async fetchProducts() {
    throw new OnlinePosError('Online POS DK is not configured');
  },
};

interface HttpOnlinePosOptions {
  /** Base URL of the Online POS DK API, e.g. https://api.onlinepos.dk/v1 */
  url: string;
  timeoutMs?: number;
}

interface RawProduct {
  id?: unknown;
  name?: unknown;
  price?: unknown;
}

/**
 * `GET {url}/products` with the restaurant's token (`Authorization: Bearer`) and firm id (`X-Firm-Id`),
 * answering a JSON array (or `{ products: [] }`) of `{ id, name, price }` with the price in currency units.
 */
function httpOnlinePos(opts: HttpOnlinePosOptions): OnlinePos {
  const base = opts.url.replace(/\/$/, '');
  return {
    kind: 'http',
    async fetchProducts({ token, firmId }) {
      let res: Response;
      try {
        res = await fetch(`${base}/products`, {
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${token}`,
            ...(firmId ? { 'x-firm-id': firmId } : {}),
          },
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        });
      } catch (err) {
        throw new OnlinePosError(`unreachable (${err instanceof Error ? err.message : String(err)})`);
      }
      if (!res.ok) throw new OnlinePosError(`it answered ${res.status}`);
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        throw new OnlinePosError('its answer is not JSON');
      }
      const list = Array.isArray(body) ? body : (body as { products?: unknown } | null)?.products;
      if (!Array.isArray(list)) throw new OnlinePosError('its answer has no product list');
      return (list as RawProduct[])
        .filter(
          (p) =>
            (typeof p.id === 'string' || typeof p.id === 'number') &&
            typeof p.name === 'string' &&
            typeof p.price === 'number' &&
            Number.isFinite(p.price),
        )
        .map((p) => ({ id: String(p.id), name: String(p.name), priceMinor: Math.round((p.price as number) * 100) }));
    },
  };
}

/** The Online POS DK client the environment configures: ONLINEPOS_API_URL, else none. */
export function onlinePosFromEnv(env: NodeJS.ProcessEnv, log: FastifyBaseLogger): OnlinePos {
  if (!env.ONLINEPOS_API_URL) {
    log.info('Online POS DK is NOT configured (no ONLINEPOS_API_URL): product sync answers that it is not configured');
    return noOnlinePos;
  }
  return httpOnlinePos({ url: env.ONLINEPOS_API_URL });
}
