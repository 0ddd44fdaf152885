import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { isStaff } from '../../contract/roles';
import { WATCHDOG_EVENT } from '../../contract/screens/watchdog';
import type { Db } from '../db/client';
import { sessionAlive, userForToken, type SessionUser } from '../http/session';
import { listenForHeartbeats } from '../modules/screens/heartbeat';
import { cheaperBroadcasts } from './broadcast-frames';
import { ADMINS_ROOM, restaurantRoom, sessionRoom, type Events } from './events';

/** setTimeout's longest delay (about 24.8 days); a longer session's timer is set again when it runs out. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Closes the socket when its session expires, so that no socket outlives its session. */
function closeAtExpiry(socket: Socket, expiresAt: Date) {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const left = expiresAt.getTime() - Date.now();
    if (left <= 0) return void socket.disconnect(true);
    timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
  };
  socket.once('disconnect', () => clearTimeout(timer));
  arm();
}

interface Realtime {
  io: Server;
  events: Events;
  close(): Promise<void>;
}

interface SocketData {
  user: SessionUser;
}

/**
 * socket.io on the API's own port. A connection needs a valid session token (`auth: { token }`);
 * restaurant staff join their restaurant's room, platform admins the admins' room.
 * With REDIS_URL, the Redis Streams adapter carries events between server nodes.
 */
export async function createRealtime(
  server: HttpServer,
  db: Db,
  opts: { redisUrl?: string; redisPrefix?: string; log: FastifyBaseLogger },
): Promise<Realtime> {
  const io = new Server<
    Record<string, (payload: unknown, ack?: (answer: unknown) => void) => void>,
    Record<string, (payload: unknown) => void>,
    Record<string, never>,
    SocketData
  >(server, {
    path: '/socket.io',
    serveClient: false,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    pingInterval: 10_000,
    pingTimeout: 8_000,
    // Events are small JSON (an order is 1–2 KB): compressing them would cost CPU per socket and defeat socket.io's
    // one-frame-per-broadcast (engine.io's default, said here so it stays so).
    perMessageDeflate: false,
  });
  let redis: ReturnType<typeof createClient> | undefined;
  if (opts.redisUrl) {
    redis = createClient({ url: opts.redisUrl });
    redis.on('error', (err) => opts.log.error({ err }, 'redis error'));
    await redis.connect();
    const prefix = opts.redisPrefix;
    io.adapter(
      createAdapter(
        redis,
        prefix ? { streamName: prefix, channelPrefix: prefix, sessionKeyPrefix: `${prefix}:session:` } : {},
      ),
    );
    opts.log.info('socket.io uses the Redis Streams adapter');
  }
  cheaperBroadcasts(io);

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    let user: SessionUser | null;
    try {
      user = typeof token === 'string' && token.length <= 200 ? await userForToken(db, token) : null;
    } catch {
      // The database out of reach says nothing about the session: the client tries again instead of signing out.
      return next(new Error('unavailable'));
    }
    if (!user) return next(new Error('unauthorized'));
    socket.data.user = user;
    next();
  });
  io.on('connection', (socket) => {
    const { user } = socket.data;
    const rooms = [
      sessionRoom(user.tokenHash),
      isStaff(user.type) && user.restaurantId ? restaurantRoom(user.restaurantId) : ADMINS_ROOM,
    ];
    void socket.join(rooms);
    closeAtExpiry(socket, user.expiresAt);
    // A kitchen screen says it is alive (the restaurant's Screens list, the watchdog).
    listenForHeartbeats(socket, user, db, opts.log);
    // A session that ended between the token check and joining its room missed its disconnect: look once more.
    void sessionAlive(db, user.tokenHash)
      .then((alive) => alive || socket.disconnect(true))
      .catch(() => undefined);
  });

  const toRestaurant = (restaurantId: string) => io.to([restaurantRoom(restaurantId), ADMINS_ROOM]);
  const events: Events = {
    order: (kind, order) => toRestaurant(order.restaurant._id).emit(kind, order),
    call: (kind, call) => toRestaurant(call.restaurant).emit(kind, call),
    counts: (restaurantId, counts) =>
      toRestaurant(restaurantId).emit('orders.counts', { restaurant: restaurantId, counts }),
    watchdog: (notice) => toRestaurant(notice.restaurant).emit(WATCHDOG_EVENT, notice),
    endSessions: (tokenHashes) => {
      if (tokenHashes.length) io.in(tokenHashes.map(sessionRoom)).disconnectSockets(true);
    },
  };

  return {
    io,
    events,
    async close() {
      io.local.disconnectSockets(true);
      // Stops the Redis Streams adapter (heartbeat timer, stream reader, pub/sub connection) and tells the other
      // nodes that this one left; without it a closed app kept its Redis connections and timers alive.
      await io.of('/').adapter.close();
      io.engine.close();
      await redis?.quit().catch(() => undefined);
    },
  };
}
