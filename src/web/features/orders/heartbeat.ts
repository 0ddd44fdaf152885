/**
 * This kitchen screen's heartbeat: on every (re)connection and every 20 s over the live socket, its id (kept in local
 * storage), the station it shows, the app version and its queued offline actions; a goodbye when it leaves the
 * dashboard. The restaurant's Screens list reads them. The answer carries the restaurant's last event `seq`: a screen
 * that applied less missed an event (any change, a line cancelled too) and catches up, even when nothing else happens.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import {
  SCREEN_BYE_EVENT,
  SCREEN_HEARTBEAT_EVENT,
  SCREEN_HEARTBEAT_MS,
  SCREEN_ID_KEY,
  type ScreenHeartbeatAck,
} from '../../../contract/screens/heartbeat';
import type { ScreenHeartbeat } from '../../../contract/screens/schemas';
import { pendingActionCount } from '../../lib/offline/queue';
import { onConnected } from './realtime';
import { serverSeq } from './stream';

function screenId(): string {
  let id = localStorage.getItem(SCREEN_ID_KEY);
  if (!id) {
    id = crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    localStorage.setItem(SCREEN_ID_KEY, id);
  }
  return id;
}

export function useScreenHeartbeat(restaurant: string, station: string | undefined) {
  const qc = useQueryClient();
  useEffect(() => {
    let current: Socket | undefined;
    const beat = () => {
      if (!current?.connected) return;
      const b: ScreenHeartbeat = {
        screenId: screenId(),
        station: station ?? null,
        appVersion: __APP_VERSION__,
        queuedActions: pendingActionCount(),
        restaurant,
      };
      current.emit(SCREEN_HEARTBEAT_EVENT, b, (ack: ScreenHeartbeatAck | undefined) => {
        if (typeof ack?.seq === 'number') serverSeq(qc, restaurant, ack.seq);
      });
    };
    const stop = onConnected((s) => {
      current = s;
      beat();
    });
    const timer = setInterval(beat, SCREEN_HEARTBEAT_MS);
    return () => {
      stop();
      clearInterval(timer);
      // Leaving the dashboard (or switching station): no longer this screen's heartbeat.
      if (current?.connected) current.emit(SCREEN_BYE_EVENT, { screenId: screenId() });
    };
  }, [qc, restaurant, station]);
}
