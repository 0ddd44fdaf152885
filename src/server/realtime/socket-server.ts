import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { isStaff } from '../../contract/roles';
import type { Db } from '../db/client';
import { userForToken, type SessionUser } from '../http/session';
import { ADMINS_ROOM, restaurantRoom, sessionRoom, type Events } from './events';

export interface Realtime {
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
export async function createRealtime(server: HttpServer, db: Db, opts: { redisUrl?: string; redisPrefix?: string; log: FastifyBaseLogger }): Promise<Realtime> {
  const io = new Server<Record<string, never>, Record<string, (payload: unknown) => void>, Record<string, never>, SocketData>(server, {
    path: '/socket.io',
    serveClient: false,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    pingInterval: 10_000,
    pingTimeout: 8_000,
  });
  let redis: ReturnType<typeof createClient> | undefined;
  if (opts.redisUrl) {
    redis = createClient({ url: opts.redisUrl });
    redis.on('error', (err) => opts.log.error({ err }, 'redis error'));
    await redis.connect();
    const prefix = opts.redisPrefix;
    io.adapter(createAdapter(redis, prefix ? { streamName: prefix, channelPrefix: prefix, sessionKeyPrefix: `${prefix}:session:` } : {}));
    opts.log.info('socket.io uses the Redis Streams adapter');
  }

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const user = typeof token === 'string' && token.length <= 200 ? await userForToken(db, token).catch(() => null) : null;
    if (!user) return next(new Error('unauthorized'));
    socket.data.user = user;
    next();
  });
  io.on('connection', (socket) => {
    const { user } = socket.data;
    const rooms = [sessionRoom(user.tokenHash), isStaff(user.type) && user.restaurantId ? restaurantRoom(user.restaurantId) : ADMINS_ROOM];
    void socket.join(rooms);
  });

  const toRestaurant = (restaurantId: string) => io.to([restaurantRoom(restaurantId), ADMINS_ROOM]);
  const events: Events = {
    order: (kind, order) => toRestaurant(order.restaurant._id).emit(kind, order),
    call: (kind, call) => toRestaurant(call.restaurant).emit(kind, call),
    counts: (restaurantId, counts) => toRestaurant(restaurantId).emit('orders.counts', { restaurant: restaurantId, counts }),
    endSession: (tokenHash) => io.in(sessionRoom(tokenHash)).disconnectSockets(true),
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
