import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { isStaff } from '../../contract/roles';
import { COUNTS_EVENT, STREAM_EVENT, type CountsNotice, type StreamEvent } from '../../contract/stream/constants';
import type { Database } from '../db/client';
import { sessionAlive, userForToken, type SessionUser } from '../http/session';
import { countsAnnouncer } from '../modules/orders/counts-announcer';
import { listenForHeartbeats } from '../modules/screens/heartbeat';
import { cheaperBroadcasts, type FastBroadcasts } from './broadcast-frames';
import { createDispatcher, type Dispatcher } from './dispatcher';
import { ADMINS_ROOM, restaurantRoom, sessionRoom, type Events } from './events';
import { STREAM_CHANNEL } from './outbox';

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
  dispatcher: Dispatcher;
  /** The broadcast fast path (broadcast-frames.ts): installed or not, and how often taken. */
  broadcasts: FastBroadcasts;
  close(): Promise<void>;
}

interface SocketData {
  user: SessionUser;
}

/**
 * socket.io on the API's own port. A connection needs a valid session token (`auth: { token }`);
 * restaurant staff join their restaurant's room, platform admins the admins' room.
 * Every node sends every restaurant's events to its own sockets from the event table (dispatcher.ts); with REDIS_URL,
 * the Redis Streams adapter carries only the session ends between nodes.
 */
export async function createRealtime(
  server: HttpServer,
  database: Database,
  opts: { redisUrl?: string; redisPrefix?: string; log: FastifyBaseLogger },
): Promise<Realtime> {
  const { db } = database;
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
  const broadcasts = cheaperBroadcasts(io, opts.log);

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

  // This node's sockets only: every node sends from the event table itself.
  const toRestaurant = (restaurantId: string) => io.local.to([restaurantRoom(restaurantId), ADMINS_ROOM]);
  const counts = countsAnnouncer(db, (n: CountsNotice) => toRestaurant(n.restaurant).emit(COUNTS_EVENT, n), opts.log);
  const dispatcher = createDispatcher(
    db,
    (list: StreamEvent[]) => {
      const room = toRestaurant(list[0]!.restaurant);
      for (const e of list) room.emit(STREAM_EVENT, e);
      counts.changed(list[0]!.restaurant); // one counts notice per burst, not per event
    },
    opts.log,
  );
  const stopListening = await database.listen(STREAM_CHANNEL, (payload) => {
    const [restaurantId, seq] = payload.split(':');
    if (restaurantId && Number(seq) > 0) dispatcher.heard(restaurantId, Number(seq), true);
  });
  const events: Events = {
    stream: (list) => dispatcher.committed(list),
    endSessions: (tokenHashes) => {
      if (tokenHashes.length) io.in(tokenHashes.map(sessionRoom)).disconnectSockets(true);
    },
  };

  return {
    io,
    events,
    dispatcher,
    broadcasts,
    async close() {
      dispatcher.close();
      await stopListening();
      io.local.disconnectSockets(true);
      // Stops the Redis Streams adapter (heartbeat timer, stream reader, pub/sub connection) and tells the other
      // nodes that this one left; without it a closed app kept its Redis connections and timers alive.
      await io.of('/').adapter.close();
      io.engine.close();
      await redis?.quit().catch(() => undefined);
    },
  };
}
