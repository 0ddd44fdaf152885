import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  SCREEN_HEARTBEAT_EVENT,
  type OpenOrderCounts,
  type ScreenHeartbeatAck,
} from '../../../contract/screens/heartbeat';
import { orderKeys } from '../../lib/queries/orders';
import { useScreenHeartbeat } from './heartbeat';

const open: OpenOrderCounts = { pending: 2, confirmed: 0 };
const sent: { event: string; body: unknown }[] = [];
/** A connected socket whose server answers every heartbeat with the open-order counts above. */
const socket = {
  connected: true,
  emit: (event: string, body: unknown, ack?: (a: ScreenHeartbeatAck) => void) => {
    sent.push({ event, body });
    ack?.({ ok: true, open });
  },
};
vi.mock('./realtime', () => ({
  onConnected: (listener: (s: typeof socket) => void) => {
    listener(socket);
    return () => undefined;
  },
}));

const page = (ids: string[]) => ({ data: ids.map((_id) => ({ _id })), meta: { total: ids.length, page: 1, size: 50 } });

describe('useScreenHeartbeat', () => {
  it("beats on connecting and fetches again a list that disagrees with the answer's counts (a missed order)", () => {
    const qc = new QueryClient();
    qc.setQueryData(orderKeys.list('r1', 'pending'), page(['a']));
    qc.setQueryData(orderKeys.list('r1', 'confirmed'), page([]));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    );
    renderHook(() => useScreenHeartbeat('r1', undefined), { wrapper });
    expect(sent[0]).toMatchObject({ event: SCREEN_HEARTBEAT_EVENT, body: { restaurant: 'r1', station: null } });
    expect(qc.getQueryState(orderKeys.list('r1', 'pending'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(orderKeys.list('r1', 'confirmed'))?.isInvalidated).toBe(false);
  });
});
