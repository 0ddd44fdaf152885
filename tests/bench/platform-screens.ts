/**
 * The platform bench's screens: a protocol-level socket (light-socket.ts) per kitchen tablet or admin screen, that
 * reconnects as socket.io-client does (500 ms doubling to 5 s, ± half at random) and, once connected again, refetches
 * what it shows as the web app does on every reconnection: a kitchen its restaurant's new orders, a platform admin the
 * platform's newest new orders back to the moment it dropped. Each screen keeps when it heard each order.
 */
import type { Order } from '../../src/contract/orders/schemas';
import { pendingOrders, recentOrdersSince, type Staff } from './api';
import { LightSocket } from './light-socket';
import { sleep } from './stats';

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 5000;
const REFETCH_TRIES = 12;

export class Screen {
  private socket: LightSocket | undefined;
  private closed = false;
  /** First time this screen heard each order (`order.created`), by order id. */
  readonly heard = new Map<string, number>();
  /** Ids of the orders the refetch after the last reconnection answered. */
  readonly refetched = new Set<string>();
  duplicates = 0;
  droppedAt: number | undefined;
  reconnectedAt: number | undefined;
  refetchedAt: number | undefined;
  refetchFailures = 0;
  reconnectAttempts = 0;

  constructor(
    private readonly base: string,
    private readonly token: string,
    /** The kitchen's restaurant; undefined for a platform admin's screen. */
    readonly kitchen: Staff | undefined,
  ) {}

  async connect() {
    this.attach(await LightSocket.connect(this.base, this.token));
  }

  private attach(socket: LightSocket) {
    this.socket = socket;
    socket.on('order.created', (order: Pick<Order, '_id'>, at: number) => {
      if (this.heard.has(order._id)) this.duplicates++;
      else this.heard.set(order._id, at);
    });
    socket.on('disconnect', () => {
      this.droppedAt ??= performance.now();
      void this.reconnect();
    });
  }

  private async reconnect() {
    this.socket = undefined;
    for (let attempt = 0; !this.closed; attempt++) {
      const base = Math.min(RECONNECT_FIRST_MS * 2 ** attempt, RECONNECT_MAX_MS);
      await sleep(base * (0.5 + Math.random()));
      if (this.closed) return;
      this.reconnectAttempts++;
      try {
        this.attach(await LightSocket.connect(this.base, this.token));
        this.reconnectedAt = performance.now();
        break;
      } catch {
        /* the balancer had no live node yet, or the node refused: try again later */
      }
    }
    if (!this.closed) await this.refetch();
  }

  /** GET the orders the screen shows, as the web app refetches them after a reconnection. */
  private async refetch() {
    // Wall-clock time of the drop, less a second: the orders' dates come from the server's clock.
    const since = Date.now() - (performance.now() - (this.droppedAt ?? performance.now())) - 1000;
    for (let i = 0; i < REFETCH_TRIES; i++) {
      try {
        const orders = this.kitchen
          ? await pendingOrders(this.base, this.kitchen)
          : await recentOrdersSince(this.base, this.token, since);
        for (const o of orders) this.refetched.add(o._id);
        this.refetchedAt = performance.now();
        return;
      } catch {
        this.refetchFailures++;
        await sleep(Math.min(500 * 2 ** i, 5000));
      }
    }
  }

  get connected() {
    return !!this.socket;
  }

  /** Whether the screen dropped and is not yet back with its refetch done. */
  get recovering() {
    return this.droppedAt !== undefined && !this.refetchedAt;
  }

  close() {
    this.closed = true;
    this.socket?.close();
  }
}

/** Connects the screens `batch` at a time (each handshake checks its token in the database). */
export async function connectScreens(screens: Screen[], batch = 50) {
  for (let i = 0; i < screens.length; i += batch)
    await Promise.all(screens.slice(i, i + batch).map((s) => s.connect()));
}
