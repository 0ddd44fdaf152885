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

/** An accepted order as Online POS DK receives it; amounts in currency units, as its product prices are. */
export interface PosOrder {
  /** Our order id: the POS's reference, and (with the attempt's job) the key that makes a resend harmless. */
  reference: string;
  orderNumber: number;
  refNo: string;
  date: string;
  dineIn: boolean;
  tablenumber: number | null;
  paymentType: string;
  currency: string;
  comment: string;
  total: number;
  lines: {
    name: string;
    /** The POS product the menu item is bound to (`onlineposproductid`), when it is. */
    productId: string | null;
    qty: number;
    price: number;
    notes: string;
    extras: { name: string; qty: number; price: number }[];
    attributes: { group: string; name: string; qty: number; price: number }[];
  }[];
}

/** What a send came to: the POS's id of the order, or null when nothing was sent (not configured). */
export interface PosSendResult {
  id: string | null;
}

/** Online POS DK, the restaurants' point-of-sale system (docs/architecture.md, Outside services). */
export interface OnlinePos {
  /** 'http' talks to the configured API; 'none' is not configured and does nothing. */
  readonly kind: 'http' | 'none';
  /** The restaurant's products. Throws `OnlinePosError` with a plain reason when the POS fails. */
  fetchProducts(account: PosAccount): Promise<PosProduct[]>;
  /**
   * Sends an accepted order. `idempotencyKey` is the same for every attempt at one order, so a retry after a lost
   * answer does not make a second order in the POS. Throws `OnlinePosError` when the POS fails (the job retries).
   */
  sendOrder(account: PosAccount, order: PosOrder, idempotencyKey: string): Promise<PosSendResult>;
}

export class OnlinePosError extends Error {}

/**
 * Default without ONLINEPOS_API_URL: nothing can be synced, and callers must say so (never a fake success); an
 * accepted order is recorded in the log as not sent.
 */
function noOnlinePos(log: FastifyBaseLogger): OnlinePos {
  return {
    kind: 'none',
    async fetchProducts() {
      throw new OnlinePosError('Online POS DK is not configured');
    },
    async sendOrder(_account, order) {
      log.info(
        { order: order.reference, orderNumber: order.orderNumber },
        'Online POS DK is NOT configured (no ONLINEPOS_API_URL): accepted order recorded here only, not sent',
      );
      return { id: null };
    },
  };
}

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
export function httpOnlinePos(opts: HttpOnlinePosOptions): OnlinePos {
  const base = opts.url.replace(/\/$/, '');
  const timeout = () => AbortSignal.timeout(opts.timeoutMs ?? 15_000);
  return {
    kind: 'http',
    /**
     * `POST {url}/orders` with the same headers and an `Idempotency-Key`, the order as JSON; answers `{ id }` (or
     * `{ orderId }`), the POS's id of the order.
     */
    async sendOrder({ token, firmId }, order, idempotencyKey) {
      let res: Response;
      try {
        res = await fetch(`${base}/orders`, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': idempotencyKey,
            ...(firmId ? { 'x-firm-id': firmId } : {}),
          },
          body: JSON.stringify(order),
          signal: timeout(),
        });
      } catch (err) {
        throw new OnlinePosError(`unreachable (${err instanceof Error ? err.message : String(err)})`);
      }
      if (!res.ok) throw new OnlinePosError(`it answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as { id?: unknown; orderId?: unknown } | null;
      const id = body?.id ?? body?.orderId;
      if (typeof id !== 'string' && typeof id !== 'number') throw new OnlinePosError('its answer has no order id');
      return { id: String(id) };
    },
    async fetchProducts({ token, firmId }) {
      let res: Response;
      try {
        res = await fetch(`${base}/products`, {
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${token}`,
            ...(firmId ? { 'x-firm-id': firmId } : {}),
          },
          signal: timeout(),
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
    log.info(
      'Online POS DK is NOT configured (no ONLINEPOS_API_URL): product sync answers that it is not configured, accepted orders are only logged',
    );
    return noOnlinePos(log);
  }
  return httpOnlinePos({ url: env.ONLINEPOS_API_URL });
}
