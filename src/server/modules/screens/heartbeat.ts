/**
 * A kitchen screen's heartbeat over its socket: validated, stored per screen (`recordHeartbeat`) and acknowledged with
 * the restaurant's last event `seq` (the screen's check that it missed no event); when the socket closes, the screens
 * it reported go offline at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { isStaff } from '../../../contract/roles';
import { SCREEN_BYE_EVENT, SCREEN_HEARTBEAT_EVENT, type ScreenHeartbeatAck } from '../../../contract/screens/heartbeat';
import { screenHeartbeat } from '../../../contract/screens/schemas';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/session';
import { lastSeqOf } from '../orders/queries';
import { recordHeartbeat, screenGone } from './service';

/** The part of a socket.io socket this needs. */
interface HeartbeatSocket {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

export function listenForHeartbeats(socket: HeartbeatSocket, user: SessionUser, db: Db, log: FastifyBaseLogger) {
  /** This socket's screens (one, unless the page changed restaurant) and their last heartbeat. */
  const beats = new Map<string, { restaurantId: string; screenId: string; at: Date }>();
  socket.on(SCREEN_HEARTBEAT_EVENT, (payload: unknown, ack?: unknown) => {
    const answer = typeof ack === 'function' ? (ack as (a: ScreenHeartbeatAck) => void) : () => undefined;
    const beat = screenHeartbeat.safeParse(payload);
    const restaurantId = isStaff(user.type) ? user.restaurantId : beat.success ? beat.data.restaurant : undefined;
    if (!beat.success || !restaurantId) return answer({ ok: false });
    recordHeartbeat(db, restaurantId, user.id, beat.data).then(
      async (at) => {
        beats.set(`${restaurantId} ${beat.data.screenId}`, { restaurantId, screenId: beat.data.screenId, at });
        // The seq is the screen's check that it missed nothing; a beat stored without it is still stored.
        const seq = await lastSeqOf(db, restaurantId).catch(() => undefined);
        answer({ ok: true, seq });
      },
      (err: unknown) => {
        log.warn({ err }, 'kitchen screen heartbeat not stored');
        answer({ ok: false });
      },
    );
  });
  const gone = (b: { restaurantId: string; screenId: string; at: Date }) =>
    screenGone(db, b.restaurantId, b.screenId, b.at).catch((err: unknown) =>
      log.warn({ err }, 'kitchen screen goodbye not stored'),
    );
  // The page left the dashboard: that screen is offline now (only a screen this socket reported).
  socket.on(SCREEN_BYE_EVENT, (payload: unknown) => {
    const screenId = (payload as { screenId?: unknown } | null)?.screenId;
    for (const [key, b] of beats)
      if (b.screenId === screenId) {
        beats.delete(key);
        void gone(b);
      }
  });
  socket.on('disconnect', () => {
    for (const b of beats.values()) void gone(b);
  });
}
