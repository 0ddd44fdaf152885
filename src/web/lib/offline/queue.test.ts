import { describe, expect, it, vi } from 'vitest';

type Stopped = 'offline' | 'server-error' | 'signed-out' | 'busy' | undefined;
/** Each drain's end, resolved by the test: how that drain stopped. */
const drains = vi.hoisted(() => ({ ends: [] as ((stopped: Stopped) => void)[] }));
vi.mock('./drain', () => ({
  drainQueue: () =>
    new Promise((resolve) =>
      drains.ends.push((stopped) => resolve({ outcomes: [], stopped, remaining: stopped ? 1 : 0 })),
    ),
}));
vi.mock('./store', () => ({
  QUEUE_CHANNEL: 'offline-queue',
  queuedActions: async () => [],
  takeReports: async () => [],
}));
const { kickDrain } = await import('./queue');

describe('kickDrain', () => {
  it('drains again at once when the connection came back while a drain was finding it gone', async () => {
    const first = kickDrain();
    // The connection returns (the `online` event) while the drain is still failing to reach the server.
    void kickDrain();
    drains.ends[0]!('offline');
    await vi.waitFor(() => expect(drains.ends).toHaveLength(2));
    drains.ends[1]!(undefined);
    await first;
  });

  it('waits for the next trigger when the server failed or the session ended', async () => {
    drains.ends.length = 0;
    for (const stopped of ['server-error', 'signed-out'] as const) {
      const drain = kickDrain();
      void kickDrain();
      drains.ends.at(-1)!(stopped);
      await drain;
    }
    expect(drains.ends).toHaveLength(2);
  });
});
