/**
 * Kitchen screens' health: a screen's heartbeat over its socket is stored per screen, the Screens list shows it online
 * while it beats and offline at once when its socket closes (or after a minute of silence), and a station that no
 * online screen shows and whose printer is not online is flagged; a station whose own screens went offline says since
 * when, and whether its tickets print.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_BYE_EVENT, SCREEN_HEARTBEAT_EVENT, type ScreenHeartbeatAck } from '../../../contract/screens/heartbeat';
import type { StationHealth } from '../../../contract/screens/schemas';
import { kitchenScreens, printers } from '../../db/schema';
import { newOrder } from '../../../../tests/support/orders';
import { connect, listen, pause, type Listener } from '../../../../tests/support/sockets';
import { useTestApp } from '../../../../tests/support/test-app';
import { listScreens } from './service';

const t = useTestApp();
let url: string;
beforeAll(async () => {
  url = await listen(t.app);
});
const opened: Listener[] = [];
afterEach(() => {
  for (const l of opened.splice(0)) l.close();
});

const screen = async (token: string) => {
  const l = await connect(url, token);
  opened.push(l);
  return l;
};
const beat = (l: Listener, body: Record<string, unknown>) =>
  l.socket.timeout(5000).emitWithAck(SCREEN_HEARTBEAT_EVENT, {
    station: null,
    appVersion: '1.4.0',
    queuedActions: 0,
    ...body,
  }) as Promise<ScreenHeartbeatAck>;
const list = async (token?: string) => {
  const res = await t.call(token ?? (await t.asBistro()), 'GET', '/restaurant/screens', {
    query: { restaurant: await t.restaurantId('Demo Bistro') },
  });
  expect(res.status).toBe(200);
  return res.json.data as {
    screens: { screenId: string; station: string | null; stationName: string; online: boolean }[] &
      Record<string, unknown>[];
    stations: StationHealth[];
  };
};

describe('kitchen screens', () => {
  let bar: { id: string; serial: string; name: string };
  beforeAll(async () => {
    const [row] = await t.db.select().from(printers).where(eq(printers.serial, '00:11:62:0B:A8:01'));
    bar = row;
  });

  it('lists a screen that beat, with its station, app version, queued actions and user; online', async () => {
    const l = await screen(await t.asBistro());
    // The station named by the printer's serial, as a kitchen address may name it.
    expect(await beat(l, { screenId: 'screen-bar-0001', station: bar.serial, queuedActions: 3 })).toMatchObject({
      ok: true,
    });
    const { screens } = await list();
    expect(screens).toEqual([
      {
        screenId: 'screen-bar-0001',
        station: bar.id,
        stationName: bar.name,
        lastSeen: expect.any(String),
        online: true,
        appVersion: '1.4.0',
        queuedActions: 3,
        user: expect.any(String),
      },
    ]);
  });

  it('flags a station that no online screen shows and whose printer is not online; a whole-kitchen screen covers all', async () => {
    const barScreen = await screen(await t.asBistro());
    await beat(barScreen, { screenId: 'screen-bar-0001', station: bar.id });
    let { stations } = await list();
    expect(stations.find((s) => s.id === bar.id)).toMatchObject({ screensOnline: 1, unseen: false });
    const others = stations.filter((s) => s.id !== bar.id);
    expect(others.length).toBeGreaterThan(0);
    // The demo printers never poll: stations without a screen are seen by nobody.
    expect(others.every((s) => s.unseen && !s.printerOnline && s.screensOnline === 0)).toBe(true);

    const kitchen = await screen(await t.asWaiter());
    expect(await beat(kitchen, { screenId: 'screen-kitchen-01' })).toMatchObject({ ok: true });
    ({ stations } = await list());
    expect(stations.every((s) => !s.unseen)).toBe(true);

    // A printer that polls sees its station.
    kitchen.close();
    await pause(300);
    const other = others[0];
    await t.db.update(printers).set({ lastPollAt: new Date(), statusCode: '200 OK' }).where(eq(printers.id, other.id));
    ({ stations } = await list());
    expect(stations.find((s) => s.id === other.id)).toMatchObject({ printerOnline: true, unseen: false });
    expect(stations.find((s) => s.id === others[1]?.id) ?? { unseen: true }).toMatchObject({ unseen: true });
  });

  it('shows a screen offline at once when its socket closes, and online again when it comes back', async () => {
    const l = await screen(await t.asBistro());
    await beat(l, { screenId: 'screen-flaky-01' });
    expect((await list()).screens.find((s) => s.screenId === 'screen-flaky-01')?.online).toBe(true);
    l.close();
    await pause(300);
    expect((await list()).screens.find((s) => s.screenId === 'screen-flaky-01')?.online).toBe(false);
    const again = await screen(await t.asBistro());
    await beat(again, { screenId: 'screen-flaky-01' });
    expect((await list()).screens.find((s) => s.screenId === 'screen-flaky-01')?.online).toBe(true);
  });

  it('shows a screen offline once its page leaves the dashboard (its goodbye), though its socket stays', async () => {
    const l = await screen(await t.asBistro());
    await beat(l, { screenId: 'screen-leaving-1' });
    l.socket.emit(SCREEN_BYE_EVENT, { screenId: 'screen-leaving-1' });
    await pause(300);
    expect(l.socket.connected).toBe(true);
    expect((await list()).screens.find((s) => s.screenId === 'screen-leaving-1')?.online).toBe(false);
  });

  it('shows a screen offline after a minute without a heartbeat, even if its socket never closed', async () => {
    const l = await screen(await t.asBistro());
    await beat(l, { screenId: 'screen-silent-1' });
    const restaurant = await t.restaurantId('Demo Bistro');
    const later = await listScreens(t.db, restaurant, Date.now() + 61_000);
    expect(later.data.screens.find((s) => s.screenId === 'screen-silent-1')?.online).toBe(false);
  });

  it("keeps every restaurant's screens apart: staff's beats count for their own restaurant only", async () => {
    const l = await screen(await t.asHarbour());
    // A restaurant named by staff is ignored: the beat is their own restaurant's.
    await beat(l, { screenId: 'screen-harbour1', restaurant: await t.restaurantId('Demo Bistro') });
    expect((await list()).screens.map((s) => s.screenId)).not.toContain('screen-harbour1');
    const [row] = await t.db.select().from(kitchenScreens).where(eq(kitchenScreens.screenId, 'screen-harbour1'));
    expect(row.restaurantId).toBe(await t.restaurantId('Harbour Grill'));
  });

  it("answers with the restaurant's last event seq, so a screen that missed an event sees it missing", async () => {
    const l = await screen(await t.asBistro());
    const before = (await beat(l, { screenId: 'screen-counts-01' })).seq!;
    // An order saved without its live event reaching this screen (its node died before announcing it).
    await newOrder(t, 'Demo Bistro');
    const after = await beat(l, { screenId: 'screen-counts-01' });
    expect(after).toEqual({ ok: true, seq: before + 1 });
  });

  it('refuses a malformed heartbeat (acknowledged not ok), storing nothing', async () => {
    const l = await screen(await t.asBistro());
    for (const bad of [{ screenId: 'x' }, { screenId: 'screen-bad-0001', queuedActions: -1 }, { screenId: 42 }])
      expect(await beat(l, bad)).toEqual({ ok: false });
    expect(await l.socket.timeout(5000).emitWithAck(SCREEN_HEARTBEAT_EVENT, 'nonsense')).toEqual({ ok: false });
    const rows = await t.db.select().from(kitchenScreens).where(eq(kitchenScreens.screenId, 'screen-bad-0001'));
    expect(rows).toEqual([]);
  });

  it("words a station whose screens are all offline: since its last heartbeat in the restaurant's time, and whether tickets print", async () => {
    const l = await screen(await t.asBistro());
    await beat(l, { screenId: 'screen-bar-0002', station: bar.id });
    expect((await list()).stations.find((s) => s.id === bar.id)?.offline).toBeNull();
    l.close();
    await pause(300);
    expect((await list()).stations.find((s) => s.id === bar.id)?.offline).toMatch(
      /^Bar station screen offline since \d\d:\d\d$/,
    );

    // 11:41 UTC is 12:41 in Copenhagen in November.
    await t.db
      .update(kitchenScreens)
      .set({ lastSeenAt: new Date('2026-11-20T11:41:00Z') })
      .where(eq(kitchenScreens.station, bar.id));
    const now = new Date('2026-11-20T11:50:00Z').getTime();
    const restaurant = await t.restaurantId('Demo Bistro');
    const barOf = async () => (await listScreens(t.db, restaurant, now)).data.stations.find((s) => s.id === bar.id);
    expect((await barOf())?.offline).toBe('Bar station screen offline since 12:41');
    await t.db
      .update(printers)
      .set({ lastPollAt: new Date(now - 5_000), statusCode: '200 OK' })
      .where(eq(printers.id, bar.id));
    expect((await barOf())?.offline).toBe('Bar station screen offline since 12:41, tickets printing');
    await t.db.update(printers).set({ lastPollAt: null }).where(eq(printers.id, bar.id));
  });

  it('is for the restaurant admins and platform admins: a waiter gets 403', async () => {
    const res = await t.call(await t.asWaiter(), 'GET', '/restaurant/screens', {
      query: { restaurant: await t.restaurantId('Demo Bistro') },
    });
    expect(res.status).toBe(403);
    expect((await list(await t.asAdmin())).screens.length).toBeGreaterThan(0);
  });
});
