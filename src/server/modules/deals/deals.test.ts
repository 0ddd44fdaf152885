import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEAL_MESSAGES, dealsRoutes as deals, type DealView } from '../../../contract/deals/routes';
import type { BodyIn } from '../../../contract/route';
import { MESSAGES } from '../../../contract/errors';
import type { Json } from '../../../../tests/support/http';
import { useTestApp } from '../../../../tests/support/test-app';
import { customers, markets, trucks } from '../../db/schema';

const t = useTestApp();
const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function firstId(table: typeof markets | typeof trucks) {
  const [row] = await t.db.select({ id: table.id }).from(table).limit(1);
  return row.id;
}

type DealBody = BodyIn<typeof deals.add>;

async function dealBody(over: Partial<DealBody> = {}): Promise<DealBody> {
  return {
    name: 'Pancake Sunday',
    header: 'Sundays only',
    description: 'A stack of pancakes with berries.',
    price: 59.5,
    image: '/uploads/pancakes.png',
    type: 'market',
    startdate: iso(-1),
    enddate: iso(10),
    details: [await firstId(markets)],
    isexclusive: false,
    exclusiveusers: [],
    emailmessage: '',
    translation: { name: { da: 'Pandekagesøndag' } },
    ...over,
  };
}

const list = async (status: DealView, query: { page?: number; size?: number; iscustom?: 'true' } = {}) =>
  t.api(await t.asAdmin(), deals.fetch, { params: { status }, query });
const namesOf = (res: { json: Json }) => res.json.data.map((d: { name: string }) => d.name);

describe('GET /deals/fetch/:status', () => {
  it('splits the demo deals into active, upcoming, personal and expired by their dates', async () => {
    const now = Date.now();
    const counts: Record<string, number> = {};
    for (const status of ['active', 'upcoming', 'personal', 'inactive'] as const) {
      const res = await list(status, { size: 100 });
      expect(res.status).toBe(200);
      counts[status] = res.json.meta.total;
      for (const d of res.json.data) {
        expect(d.iscustom).toBe(false);
        expect(d.status).toBe(status === 'inactive' ? 'expired' : status);
        const [start, end] = [Date.parse(d.startdate), Date.parse(d.enddate)];
        if (status === 'active') expect(start <= now && now <= end && !d.isexclusive).toBe(true);
        if (status === 'upcoming') expect(start > now && !d.isexclusive).toBe(true);
        if (status === 'personal') expect(d.isexclusive && end >= now).toBe(true);
        if (status === 'inactive') expect(end < now).toBe(true);
      }
    }
    expect(counts).toEqual({ active: 13, upcoming: 4, personal: 3, inactive: 7 });
  });

  it('pages 10 at a time', async () => {
    const first = await list('active');
    expect(first.json.data).toHaveLength(10);
    expect(first.json.meta).toEqual({ current_page: 1, last_page: 2, total: 13, page_limit: 10 });
    const second = await list('active', { page: 2 });
    expect(second.json.data).toHaveLength(3);
    expect(namesOf(second).some((n: string) => namesOf(first).includes(n))).toBe(false);
  });

  it('lists custom deals with iscustom=true: active, upcoming, expired, each with its promo code', async () => {
    expect(namesOf(await list('active', { iscustom: 'true' })).sort()).toEqual([
      'App launch code',
      'Free delivery',
      'Lunch club',
    ]);
    expect(namesOf(await list('upcoming', { iscustom: 'true' }))).toEqual(['Black Friday']);
    const expired = await list('inactive', { iscustom: 'true' });
    expect(namesOf(expired).sort()).toEqual(['Summer code', 'Welcome back']);
    expect(expired.json.data.every((d: { promocode: string }) => /^[A-Z0-9]+$/.test(d.promocode))).toBe(true);
  });

  it('has no personal view of custom deals', async () => {
    const res = await list('personal', { iscustom: 'true' });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      Message: [{ param: 'status', msg: 'Custom deals have no personal view' }],
      code: 'VALIDATION',
    });
  });

  it('shows exclusive users with their emails and the redemptions counted', async () => {
    const res = await list('personal');
    const vip = res.json.data.find((d: { name: string }) => d.name === 'VIP tasting menu');
    expect(vip.exclusiveusers).toHaveLength(6);
    expect(vip.exclusiveusers[0]).toEqual({ _id: expect.any(String), Email: expect.stringMatching(/@example\.net$/) });
    const active = await list('active', { size: 100 });
    expect(active.json.data.some((d: { Redeemed: number }) => d.Redeemed > 0)).toBe(true);
  });

  it('refuses an unknown view and restaurant staff', async () => {
    // 'expired' is not a view of the contract: sent by path.
    expect(
      (await t.call(await t.asAdmin(), 'GET', '/deals/fetch/:status', { params: { status: 'expired' } })).status,
    ).toBe(403);
    const staff = await t.api(await t.asBistro(), deals.fetch, { params: { status: 'active' } });
    expect(staff.status).toBe(403);
    expect(staff.json).toEqual({ Message: MESSAGES.forbidden, code: 'FORBIDDEN' });
  });
});

describe('deal add, edit, delete', () => {
  it('creates a deal, moves it between views by its dates, and deletes it', async () => {
    const admin = await t.asAdmin();
    const body = await dealBody({ startdate: iso(2), enddate: iso(9) });
    const created = await t.ok(admin, deals.add, { body });
    expect(created.Message).toBe('Successfully created deal!');
    const deal = created.data;
    expect(deal).toMatchObject({
      name: body.name,
      price: 59.5,
      type: 'market',
      details: body.details,
      iscustom: false,
      promocode: null,
      Redeemed: 0,
      status: 'upcoming',
    });
    expect(namesOf(await list('upcoming'))).toContain('Pancake Sunday');

    const edit = async (over: Partial<DealBody>) =>
      t.api(admin, deals.edit, { body: { ...body, id: deal._id, ...over } });
    const started = await edit({ startdate: iso(-1) });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ Message: 'Successfully updated deal!', data: { status: 'active' } });
    expect(namesOf(await list('active', { size: 100 }))).toContain('Pancake Sunday');

    const ended = await edit({ startdate: iso(-5), enddate: iso(-1) });
    expect(ended.json.data.status).toBe('expired');
    expect(namesOf(await list('inactive', { size: 100 }))).toContain('Pancake Sunday');

    const removed = await t.api(admin, deals.delete, { body: { id: deal._id } });
    expect(removed.json).toEqual({ Message: 'Successfully deleted deal!' });
    expect(namesOf(await list('inactive', { size: 100 }))).not.toContain('Pancake Sunday');
    expect((await t.api(admin, deals.delete, { body: { id: deal._id } })).status).toBe(404);
  });

  it('blocks saving without an attachment: Please select deal type attachment!', async () => {
    const res = await t.api(await t.asAdmin(), deals.add, { body: await dealBody({ details: [] }) });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      Message: [{ param: 'details', msg: 'Please select deal type attachment!' }],
      code: 'VALIDATION',
    });
  });

  it('refuses attachments of the other type or that do not exist', async () => {
    const admin = await t.asAdmin();
    const marketUnderTruck = await t.api(admin, deals.add, { body: await dealBody({ type: 'truck' }) });
    expect(marketUnderTruck.status).toBe(403);
    expect(marketUnderTruck.json).toEqual({
      Message: [{ param: 'details', msg: DEAL_MESSAGES.attachmentGone }],
      code: 'VALIDATION',
    });
    const truck = await t.ok(admin, deals.add, {
      body: await dealBody({ type: 'truck', details: [await firstId(trucks)] }),
    });
    await t.api(admin, deals.delete, { body: { id: truck.data._id } });
  });

  it('checks dates, exclusive users and promo codes', async () => {
    const admin = await t.asAdmin();
    const add = async (over: Partial<DealBody>) => t.api(admin, deals.add, { body: await dealBody(over) });
    expect((await add({ startdate: iso(5), enddate: iso(1) })).json.Message).toEqual([
      { param: 'enddate', msg: DEAL_MESSAGES.endBeforeStart },
    ]);
    expect((await add({ startdate: 'tomorrow' })).json.Message).toEqual([
      { param: 'startdate', msg: 'Start date is required' },
    ]);
    expect((await add({ isexclusive: true })).json.Message).toEqual([
      { param: 'exclusiveusers', msg: DEAL_MESSAGES.noExclusiveUsers },
    ]);
    expect(
      (await add({ isexclusive: true, exclusiveusers: [{ _id: 'a'.repeat(24), Email: 'x@y.z' }] })).json.Message,
    ).toEqual([{ param: 'exclusiveusers', msg: DEAL_MESSAGES.unknownUser }]);
    expect((await add({ iscustom: true })).json.Message).toEqual([
      { param: 'promocode', msg: 'Promo code is required' },
    ]);
    expect((await add({ iscustom: true, promocode: 'hello' })).json.Message).toEqual([
      { param: 'promocode', msg: DEAL_MESSAGES.promoTaken },
    ]);
    expect((await add({ iscustom: true, promocode: 'TEN OFF' })).json.Message).toEqual([
      { param: 'promocode', msg: DEAL_MESSAGES.promoFormat },
    ]);
    expect((await add({ price: -1 })).json.Message).toEqual([{ param: 'price', msg: 'Price cannot be negative' }]);
    // 'boat' is not a type of the contract: sent by path.
    const boat = await t.call(admin, 'POST', '/deals/add', { body: { ...(await dealBody()), type: 'boat' } });
    expect(boat.json.Message).toEqual([{ param: 'type', msg: DEAL_MESSAGES.noType }]);
    expect((await list('active', { size: 100 })).json.meta.total).toBe(13);
  });

  it('makes exclusive deals personal, with their users', async () => {
    const admin = await t.asAdmin();
    const people = await t.db
      .select({ id: customers.id, email: customers.email })
      .from(customers)
      .where(eq(customers.provider, 'Local'))
      .limit(2);
    const users = people.map((p) => ({ _id: p.id, Email: 'ignored@example.org' }));
    const res = await t.ok(admin, deals.add, {
      body: await dealBody({ name: 'For two', isexclusive: true, exclusiveusers: users, emailmessage: 'Just for you' }),
    });
    expect(res.data).toMatchObject({ status: 'personal', isexclusive: true, emailmessage: 'Just for you' });
    expect(res.data.exclusiveusers).toEqual(people.map((p) => ({ _id: p.id, Email: p.email })));
    expect(namesOf(await list('personal'))).toContain('For two');
    await t.api(admin, deals.delete, { body: { id: res.data._id } });
  });

  it('creates custom deals with a promo code; they stay custom and keep needing one', async () => {
    const admin = await t.asAdmin();
    const res = await t.ok(admin, deals.add, {
      body: await dealBody({ name: 'Code deal', iscustom: true, promocode: 'PANCAKE5' }),
    });
    expect(res.data).toMatchObject({ iscustom: true, promocode: 'PANCAKE5', status: 'active' });
    expect(namesOf(await list('active', { iscustom: 'true' }))).toContain('Code deal');
    expect(namesOf(await list('active', { size: 100 }))).not.toContain('Code deal');

    const body = { ...(await dealBody({ name: 'Code deal' })), id: res.data._id };
    const noCode = await t.api(admin, deals.edit, { body: { ...body, promocode: '' } });
    expect(noCode.json).toEqual({
      Message: [{ param: 'promocode', msg: 'Promo code is required' }],
      code: 'VALIDATION',
    });
    const sameCode = await t.ok(admin, deals.edit, { body: { ...body, promocode: 'PANCAKE5', price: 1 } });
    expect(sameCode.data).toMatchObject({ iscustom: true, promocode: 'PANCAKE5', price: 1 });
    await t.api(admin, deals.delete, { body: { id: res.data._id } });
  });

  it('answers 404 when editing a deal that does not exist', async () => {
    const res = await t.api(await t.asAdmin(), deals.edit, { body: { ...(await dealBody()), id: 'e'.repeat(24) } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ Message: 'Deal not found', code: 'NOT_FOUND' });
  });
});

describe('attachment choices', () => {
  it('lists markets and trucks by name, and finds one by type and id', async () => {
    const admin = await t.asAdmin();
    const m = await t.ok(admin, deals.marketsByName);
    const names = m.data.map((x) => x.name);
    expect(names).toHaveLength(5);
    expect([...names].sort((a: string, b: string) => (a < b ? -1 : 1))).toEqual(names);
    const tr = await t.ok(admin, deals.trucksByName);
    expect(tr.data.map((x) => x.name)).toContain('Taco Truck Nørrebro');

    const truck = tr.data[0];
    const one = await t.api(admin, deals.attachmentById, { query: { type: 'truck', id: truck._id } });
    expect(one.json).toEqual({ data: { ...truck, type: 'truck' } });
    const wrongType = await t.api(admin, deals.attachmentById, { query: { type: 'market', id: truck._id } });
    expect(wrongType.status).toBe(404);
    expect(wrongType.json).toEqual({ Message: 'Truck or market not found', code: 'NOT_FOUND' });
  });
});
