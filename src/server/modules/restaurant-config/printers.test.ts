import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const restaurantOf = () => t.restaurantId('Demo Bistro');
type P = { _id: string; serial: string; isDefault: boolean; status: string; online: boolean };

async function addPrinter(name: string, serial: string, extra: Record<string, unknown> = {}) {
  const res = await t.call(await t.asBistro(), 'POST', '/restaurant/printer/add', {
    body: {
      restaurant: await restaurantOf(),
      name,
      serial,
      langguage: 'en',
      status: 'active',
      isDefault: false,
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as P;
}
const printersNow = async () =>
  (
    await t.call(await t.asBistro(), 'GET', '/restaurant/printer/fetch', {
      query: { restaurant: await restaurantOf() },
    })
  ).json.data as P[];

describe('printers', () => {
  it('keep one default: a new default takes it from the others', async () => {
    const a = await addPrinter('Pass A', 'aa:bb:cc:00:00:01', { isDefault: true });
    expect(a.serial).toBe('AA:BB:CC:00:00:01');
    let all = await printersNow();
    expect(all.filter((p) => p.isDefault).map((p) => p._id)).toEqual([a._id]);
    const b = await addPrinter('Pass B', 'aa:bb:cc:00:00:02');
    const edit = await t.call(await t.asBistro(), 'PUT', '/restaurant/printer/edit', {
      body: {
        id: b._id,
        restaurant: await restaurantOf(),
        name: 'Pass B',
        serial: b.serial,
        langguage: 'da',
        status: 'active',
        isDefault: true,
      },
    });
    expect(edit.json.Message).toBe('Successfully updated printer!');
    all = await printersNow();
    expect(all.filter((p) => p.isDefault).map((p) => p._id)).toEqual([b._id]);
    expect(all.every((p) => p.online === false)).toBe(true);
  });

  it('refuse a serial another printer has, and a language or status outside the lists', async () => {
    await addPrinter('Dup', 'DUP-1');
    const dup = await t.call(await t.asBistro(), 'POST', '/restaurant/printer/add', {
      body: { restaurant: await restaurantOf(), name: 'Dup 2', serial: 'dup-1', langguage: 'fr', status: 'broken' },
    });
    expect(dup.status).toBe(403);
    expect(dup.json.Message.map((m: { param: string }) => m.param).sort()).toEqual(['langguage', 'status']);
    const dup2 = await t.call(await t.asBistro(), 'POST', '/restaurant/printer/add', {
      body: { restaurant: await restaurantOf(), name: 'Dup 2', serial: 'dup-1' },
    });
    expect(dup2.json.Message).toEqual([{ param: 'serial', msg: 'A printer with this serial already exists' }]);
  });

  it('cannot be deleted while a layout or a POS device uses them', async () => {
    const restaurant = await restaurantOf();
    const token = await t.asBistro();
    const inLayout = await addPrinter('Layout printer', 'LAY-1');
    const layout = await t.call(token, 'POST', '/printlayout/create', {
      body: { restaurantid: restaurant, layoutname: 'L', defaultprinter: 'lay-1', layout: [] },
    });
    expect(layout.json.Message).toBe('Successfully created layout!');
    const blocked = await t.call(token, 'DELETE', '/restaurant/printer/delete', {
      query: { restaurant, id: inLayout._id },
    });
    expect(blocked.status).toBe(409);
    expect(blocked.json).toEqual({
      Message: 'Unable to delete printer. Printer currently use in layout.',
      code: 'CONFLICT',
    });

    const inPos = await addPrinter('Till printer', 'POS-1');
    const device = await t.call(token, 'POST', '/pos/savedevice', {
      body: { restaurant, uid: 'till-9', name: 'Till', printers: ['pos-1'], layouts: [], IsDefault: false },
    });
    expect(device.json.Message).toBe('Successfully updated device!');
    const blocked2 = await t.call(token, 'DELETE', '/restaurant/printer/delete', {
      query: { restaurant, id: inPos._id },
    });
    expect(blocked2.json).toEqual({
      Message: 'Unable to delete printer. Printer currently use in POS Devices.',
      code: 'CONFLICT',
    });

    expect((await t.call(token, 'DELETE', '/pos/deletedevice', { query: { restaurant, uid: 'till-9' } })).json).toEqual(
      { Message: 'Successfully Deleted POS device!' },
    );
    expect(
      (await t.call(token, 'DELETE', '/restaurant/printer/delete', { query: { restaurant, id: inPos._id } })).status,
    ).toBe(200);
    expect((await t.call(token, 'DELETE', '/printlayout/delete', { body: { id: layout.json.data._id } })).json).toEqual(
      { Message: 'Successfully deleted layout!' },
    );
    expect(
      (await t.call(token, 'DELETE', '/restaurant/printer/delete', { query: { restaurant, id: inLayout._id } })).json,
    ).toEqual({ Message: 'Successfully Deleted printer!' });
  });
});

describe('print layouts', () => {
  it('need a name and a default printer, from the active printers only', async () => {
    const restaurant = await restaurantOf();
    const token = await t.asBistro();
    const empty = await t.call(token, 'POST', '/printlayout/create', {
      body: { restaurantid: restaurant, layoutname: '', defaultprinter: '' },
    });
    expect(empty.status).toBe(403);
    expect(empty.json.Message).toEqual([
      { param: 'layoutname', msg: 'Name is required' },
      { param: 'defaultprinter', msg: 'Default printer is required' },
    ]);
    const off = await addPrinter('Off printer', 'OFF-1', { status: 'inactive' });
    const inactive = await t.call(token, 'POST', '/printlayout/create', {
      body: { restaurantid: restaurant, layoutname: 'X', defaultprinter: off.serial },
    });
    expect(inactive.json.Message).toEqual([
      { param: 'defaultprinter', msg: 'Choose one of the active printers of this restaurant' },
    ]);
  });

  it('route categories to printers and bind to POS devices', async () => {
    const restaurant = await restaurantOf();
    const token = await t.asBistro();
    const kitchen = await addPrinter('Kitchen 2', 'K2');
    const bar = await addPrinter('Bar 2', 'B2');
    const cats = (await t.call(token, 'GET', '/menu/category/fetch', { query: { restaurant } })).json.data as {
      _id: string;
      Category: string;
    }[];
    await t.call(token, 'POST', '/pos/savedevice', {
      body: { restaurant, uid: 'front', name: 'Front till', printers: [], layouts: [], IsDefault: true },
    });
    const res = await t.call(token, 'POST', '/printlayout/create', {
      body: {
        restaurantid: restaurant,
        layoutname: 'Evening',
        defaultprinter: kitchen.serial,
        layout: [{ _id: cats[0]._id, category: 'ignored', printer: bar.serial }],
        pos: ['front'],
      },
    });
    expect(res.json.data).toMatchObject({
      LayoutName: 'Evening',
      DefaultPrinter: 'K2',
      Layout: [{ _id: cats[0]._id, category: cats[0].Category, printer: 'B2' }],
      pos: ['front'],
    });
    const devices = (await t.call(token, 'GET', '/pos/fetchdevices', { query: { restaurant } })).json.data;
    expect(devices.find((d: { UID: string }) => d.UID === 'front')).toMatchObject({
      Layouts: [res.json.data._id],
      IsDefault: true,
    });
    await t.call(token, 'POST', '/pos/savedevice', {
      body: { restaurant, uid: 'back', name: 'Back till', IsDefault: true },
    });
    const after = (await t.call(token, 'GET', '/pos/fetchdevices', { query: { restaurant } })).json.data as {
      UID: string;
      IsDefault: boolean;
    }[];
    expect(after.filter((d) => d.IsDefault).map((d) => d.UID)).toEqual(['back']);
    const edited = await t.call(token, 'PUT', '/printlayout/edit', {
      body: {
        id: res.json.data._id,
        restaurantid: restaurant,
        layoutname: 'Evening 2',
        defaultprinter: kitchen.serial,
        layout: [],
        pos: [],
      },
    });
    expect(edited.json).toMatchObject({
      Message: 'Successfully updated layout!',
      data: { LayoutName: 'Evening 2', pos: [] },
    });
  });
});
