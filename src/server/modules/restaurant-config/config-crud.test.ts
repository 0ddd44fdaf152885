import { describe, expect, it } from 'vitest';
import { menuRoutes } from '../../../contract/menu/routes';
import { tablesRoutes as tables } from '../../../contract/restaurant-config/tables/routes';
import { tipsRoutes as tips } from '../../../contract/restaurant-config/tips/routes';
import { automatedPushRoutes } from '../../../contract/restaurant-config/automated-push/routes';
import { messagesRoutes } from '../../../contract/restaurant-config/messages/routes';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const bistro = () => t.restaurantId('Demo Bistro');
const fieldMsgs = (json: { Message: { param: string; msg: string }[] }) =>
  Object.fromEntries(json.Message.map((m) => [m.param, m.msg]));

describe('tips', () => {
  it('are added, listed, edited and deleted with the spec messages', async () => {
    const token = await t.asBistro();
    const restaurant = await bistro();
    const add = await t.ok(token, tips.add, { body: { restaurant, name: 'Generous', percentage: 15 } });
    expect(add).toMatchObject({
      Message: 'Successfully added config!',
      data: { Name: 'Generous', Percentage: 15, Restaurant: restaurant },
    });
    const id = add.data._id;
    const edit = await t.api(token, tips.edit, { body: { id, restaurant, name: 'Kind', percentage: 12.5 } });
    expect(edit.json).toMatchObject({
      Message: 'Successfully updated config!',
      data: { Name: 'Kind', Percentage: 12.5 },
    });
    const list = await t.ok(await t.asWaiter(), tips.fetch, { query: { restaurant } });
    expect(list.data.map((x) => x._id)).toContain(id);
    const del = await t.api(token, tips.delete, { body: { id } });
    expect(del.json).toEqual({ Message: 'Successfully Deleted config!' });
    expect((await t.ok(token, tips.fetch, { query: { restaurant } })).data.map((x) => x._id)).not.toContain(id);
  });

  it('refuses a missing name and a percentage over 100, and another restaurant’s tip', async () => {
    const restaurant = await bistro();
    const bad = await t.api(await t.asBistro(), tips.add, { body: { restaurant, name: ' ', percentage: 120 } });
    expect(bad.status).toBe(403);
    expect(fieldMsgs(bad.json)).toEqual({ name: 'Name is required', percentage: 'Percentage must be at most 100' });
    const add = await t.api(await t.asBistro(), tips.add, { body: { restaurant, name: 'Ten', percentage: 10 } });
    const other = await t.api(await t.asHarbour(), tips.delete, { body: { id: add.json.data._id } });
    expect(other.status).toBe(403);
    const asWaiter = await t.api(await t.asWaiter(), tips.add, { body: { restaurant, name: 'W', percentage: 5 } });
    expect(asWaiter.status).toBe(403);
  });
});

describe('table numbers', () => {
  it('are saved with duplicates dropped, edited, disabled and deleted', async () => {
    const token = await t.asBistro();
    const restaurant = await bistro();
    const before = (await t.ok(token, tables.fetch, { query: { restaurant } })).data;
    const have = before.map((x) => x.number);
    expect(have).toContain(1);
    const save = await t.ok(token, tables.save, {
      body: {
        restaurant,
        tablenumbers: [{ number: 1 }, { number: 300, floor: 'Roof' }, { number: 300, floor: 'Again' }, { number: 301 }],
      },
    });
    expect(save.Message).toBe('Successfully saved table numbers!');
    const after = save.data;
    expect(after).toHaveLength(before.length + 2);
    expect(after.filter((x) => x.number === 300)).toEqual([expect.objectContaining({ floor: 'Roof' })]);
    const table300 = after.find((x) => x.number === 300)!;
    const edit = await t.api(token, tables.save, {
      body: {
        restaurant,
        tablenumbers: [{ _id: table300._id, number: 302, floor: 'Roof', label: 'Sunny', disabled: true }],
      },
    });
    expect(edit.json.data.find((x: { _id: string }) => x._id === table300._id)).toMatchObject({
      number: 302,
      label: 'Sunny',
      disabled: true,
    });
    const clash = await t.api(token, tables.save, {
      body: { restaurant, tablenumbers: [{ _id: table300._id, number: 301 }] },
    });
    expect(clash.status).toBe(403);
    expect(clash.json.Message[0].msg).toBe('Table 301 already exists');
    const del = await t.api(token, tables.delete, { body: { id: table300._id } });
    expect(del.status).toBe(200);
    expect((await t.ok(token, tables.fetch, { query: { restaurant } })).data.some((x) => x._id === table300._id)).toBe(
      false,
    );
  });

  it('keep the park-table timer (per-day availability) and refuse a bad hour', async () => {
    const token = await t.asBistro();
    const restaurant = await bistro();
    const { defaultAvailability } = await import('../../../contract/availability');
    const availability = defaultAvailability();
    availability.Monday = { start: '10:00', end: '14:00', isAvailable: true, othertime: [] };
    const save = await t.api(token, tables.save, {
      body: { restaurant, tablenumbers: [{ number: 777, parkTable: true, availability }] },
    });
    expect(save.json.data.find((x: { number: number }) => x.number === 777)).toMatchObject({
      parkTable: true,
      availability: { Monday: { start: '10:00', end: '14:00' } },
    });
    availability.Monday.start = '25:00';
    const bad = await t.api(token, tables.save, {
      body: { restaurant, tablenumbers: [{ number: 778, parkTable: true, availability }] },
    });
    expect(bad.status).toBe(403);
    expect(bad.json.Message[0].msg).toBe('Please provide proper hour format (HH:mm)');
  });
});

describe('table generation (shared with the modal)', () => {
  it('refuses From bigger than To and drops numbers already there', async () => {
    const { generateTableNumbers } = await import('../../../contract/restaurant-config/tables/constants');
    expect(generateTableNumbers(5, 3, [])).toEqual({ error: "'From' cannot be bigger than 'To'." });
    expect(generateTableNumbers(1, 6, [2, 4])).toEqual({ numbers: [1, 3, 5, 6] });
  });
});

describe('response messages', () => {
  it('strip emoji, keep {{orderid}}, and enforce 130 / 150 characters', async () => {
    const token = await t.asBistro();
    const restaurant = await bistro();
    const empty = await t.api(token, messagesRoutes.fetch, {
      query: { restaurant: await t.restaurantId('Fjord Noodle Bar') },
    });
    expect(empty.status).toBe(403);
    const ok = await t.api(token, messagesRoutes.edit, {
      query: { restaurant },
      body: {
        accept: 'Thanks 🍔🎉 order {{orderid}} accepted 👍🏽',
        longwait: 'x'.repeat(150),
        acceptadvance: '',
        complete: 'Ready ✅',
        completetakeout: '🇩🇰 Pick up {{orderid}}',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      Message: 'Successfully updated messages!',
      data: {
        accept: 'Thanks order {{orderid}} accepted',
        longwait: 'x'.repeat(150),
        acceptadvance: '',
        complete: 'Ready',
        completetakeout: 'Pick up {{orderid}}',
      },
    });
    const fetched = await t.ok(await t.asWaiter(), messagesRoutes.fetch, { query: { restaurant } });
    expect(fetched.data.accept).toBe('Thanks order {{orderid}} accepted');
    const long = await t.api(token, messagesRoutes.edit, {
      query: { restaurant },
      body: { accept: 'a'.repeat(131), longwait: 'b'.repeat(151), complete: '😀'.repeat(200) },
    });
    expect(long.status).toBe(403);
    expect(fieldMsgs(long.json)).toEqual({
      accept: 'Accept message must be at most 130 characters',
      longwait: 'Long wait message must be at most 150 characters',
    });
  });
});

describe('automated push', () => {
  it('needs every field and products of the restaurant; lists 10 per page', async () => {
    const token = await t.asBistro();
    const restaurant = await bistro();
    // Without delay and times per visit: not what the contract's type allows, sent by path.
    const empty = await t.call(token, 'POST', '/automatedpush/add', {
      body: { restaurant, name: '', products: [], title: '', message: '' },
    });
    expect(empty.status).toBe(403);
    expect(fieldMsgs(empty.json)).toEqual({
      name: 'Name is required',
      products: 'Please select at least one product',
      delay: 'Delay is required',
      timespervisit: 'Times per visit is required',
      title: 'Title is required',
      message: 'Message is required',
    });
    const menu = await t.ok(token, menuRoutes.fetch, { query: { restaurant, category: 'All', page: 1, size: 25 } });
    const product = menu.data[0]._id;
    const harbourMenu = await t.ok(await t.asHarbour(), menuRoutes.fetch, {
      query: { restaurant: await t.restaurantId('Harbour Grill'), category: 'All', page: 1, size: 25 },
    });
    const foreign = await t.api(token, automatedPushRoutes.add, {
      body: {
        restaurant,
        name: 'X',
        products: [harbourMenu.data[0]._id],
        delay: 5,
        timespervisit: 1,
        title: 'T',
        message: 'M',
      },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json.Message[0]).toEqual({ param: 'products', msg: 'Choose products of this restaurant' });
    const add = await t.api(token, automatedPushRoutes.add, {
      body: {
        restaurant,
        name: 'Dessert',
        products: [product],
        delay: 30,
        timespervisit: 2,
        title: 'Sweet?',
        message: 'Try a dessert',
        enabled: true,
      },
    });
    expect(add.json).toMatchObject({
      Message: 'Successfully created automated push!',
      data: { Name: 'Dessert', Products: [product], Delay: 30, TimesPerVisit: 2, Enabled: true },
    });
    const edit = await t.api(token, automatedPushRoutes.edit, {
      body: {
        id: add.json.data._id,
        restaurant,
        name: 'Dessert 2',
        products: [product],
        delay: 15,
        timespervisit: 1,
        title: 'Sweet?',
        message: 'Try',
        enabled: false,
      },
    });
    expect(edit.json).toMatchObject({
      Message: 'Successfully updated automated push!',
      data: { Name: 'Dessert 2', Delay: 15, Enabled: false },
    });
    const list = await t.api(token, automatedPushRoutes.fetch, { query: { restaurant, page: 1, size: 10 } });
    expect(list.json.meta).toMatchObject({ current_page: 1, page_limit: 10 });
    expect(list.json.data[0]._id).toBe(add.json.data._id);
    expect((await t.api(token, automatedPushRoutes.delete, { body: { id: add.json.data._id } })).json).toEqual({
      Message: 'Successfully deleted automated push!',
    });
  });
});
