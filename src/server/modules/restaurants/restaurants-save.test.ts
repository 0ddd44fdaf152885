import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultAvailability, HOUR_FORMAT_MESSAGE } from '../../../contract/availability';
import { MESSAGES } from '../../../contract/errors';
import { CURRENCIES } from '../../../contract/restaurants/constants';
import { RESTAURANT_MESSAGES as M } from '../../../contract/restaurants/constants';
import { STAFF_HIDDEN_FIELDS } from '../../../contract/restaurants/schemas';
import { customers, restaurants } from '../../db/schema';
import { DEMO_BEACONS } from '../../seed/beacons';
import { writesOf } from '../../../../tests/support/db-state';
import { setStaffPermissions } from '../../../../tests/support/staff-permissions';
import { useTestApp } from '../../../../tests/support/test-app';
import { notPermittedMessage } from '../../../contract/roles';

const t = useTestApp();
const add = async (body: unknown, token?: string) =>
  t.call(token ?? (await t.asAdmin()), 'POST', '/restaurant/add', { body });
const edit = async (body: unknown, token?: string) =>
  t.call(token ?? (await t.asAdmin()), 'PUT', '/restaurant/edit', { body });
const fieldErrorOf = (res: { json: { Message: { param: string; msg: string }[] } }, param: string) =>
  res.json.Message.find((m) => m.param === param)?.msg;
const rowOf = async (id: string) => (await t.db.select().from(restaurants).where(eq(restaurants.id, id)))[0];
const beacon = DEMO_BEACONS[1];

describe('POST /restaurant/add', () => {
  it("creates with the spec's defaults: dine-in, takeout, SMS and menu buyable on; app SMS, survey, POS and park table off", async () => {
    const res = await add({ name: 'Defaults Diner', address: 'Istedgade 1' });
    expect(res.status).toBe(200);
    expect(res.json.Message).toBe('Successfully created restaurant!');
    expect(res.json.data).toMatchObject({
      name: 'Defaults Diner',
      isdinein: true,
      istakeout: true,
      smsenabled: true,
      smsenabledapp: false,
      ismenubuyable: true,
      surveyenabled: false,
      onlineposdkenabled: false,
      hasparktable: false,
      currency: CURRENCIES.DKK,
      availability: defaultAvailability(),
      location: null,
      beacon: null,
      isprivate: false,
      privateusers: [],
    });
  });

  it('stores every field of the form: hours, location, beacon, colours, money, private users', async () => {
    const [customer] = await t.db.select().from(customers).limit(1);
    const hours = defaultAvailability();
    hours.Monday = { start: '11:00', end: '14:00', isAvailable: true, othertime: [{ start: '17:00', end: '22:00' }] };
    hours.Tuesday.isAvailable = false;
    const res = await add({
      name: 'Full Form Bistro',
      address: 'Gothersgade 8',
      description: 'Every field',
      coverimage: '/uploads/0123456789abcdef0123456789abcdef.png',
      menuplaceholder: 'https://img.example.com/menu.png',
      galleryimages: ['/uploads/a.png', '/uploads/b.png'],
      availability: hours,
      location: [-73.9857, 40.7484],
      beacon: { Name: 'stale name', UUID: beacon.uuid.toLowerCase(), Radius: 1 },
      customertype: 'Subscription customer',
      originlang: 'sr-Latn',
      servicefee: 3.5,
      primarycolor: '#112233',
      secondarycolor: '#abc',
      textcolor: '#FFFFFF',
      currency: CURRENCIES.NOK,
      weeklyreportschedule: 'Sunday',
      deliveryfee: 49.5,
      hasdeliveryfee: true,
      isprivate: true,
      privateusers: [{ _id: customer.id, Email: 'whatever' }],
      translation: { name: { da: 'Fuld formular' } },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const id = res.json.data._id;
    const again = await t.call(await t.asAdmin(), 'POST', '/mobile/restaurant/fetchspecific', { body: { id } });
    expect(again.json.data).toMatchObject({
      availability: hours,
      location: [-73.9857, 40.7484],
      // The beacon as the beacons list has it, whatever the form sent besides its UUID.
      beacon: { Name: beacon.name, UUID: beacon.uuid, Radius: beacon.radius },
      originlang: 'sr-Latn',
      currency: CURRENCIES.NOK,
      deliveryfee: 49.5,
      privateusers: [{ _id: customer.id, Email: customer.email }],
      translation: { name: { da: 'Fuld formular' } },
    });
    expect((await rowOf(id)).deliveryfee).toBe(4950);
  });

  it('says what is wrong, field by field, and creates nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: undefined }, 'name', 'Name is required'],
      [{ address: '  ' }, 'address', 'Address is required'],
      [{ location: [181, 0] }, 'location.0', 'Longitude must be between -180 and 180'],
      [{ location: [0, -90.5] }, 'location.1', 'Latitude must be between -90 and 90'],
      [{ location: 'Copenhagen' }, 'location', 'Location must be [longitude, latitude] or null'],
      [
        { availability: { ...defaultAvailability(), Friday: { start: '9:00', end: '23:30', isAvailable: true } } },
        'availability.Friday.start',
        HOUR_FORMAT_MESSAGE,
      ],
      [{ isprivate: true, privateusers: [] }, 'privateusers', M.noPrivateUsers],
      [{ privateusers: [{ _id: 'f'.repeat(24), Email: 'gone@example.org' }] }, 'privateusers', M.unknownUser],
      [
        { beacon: { Name: 'Nope', UUID: '00000000-0000-4000-8000-000000000000', Radius: 5 } },
        'beacon',
        M.unknownBeacon,
      ],
      [{ primarycolor: 'blue' }, 'primarycolor', 'Primary colour must be a colour like #1c7ed6'],
      [{ currency: { ...CURRENCIES.DKK, code: 'EUR' } }, 'currency.code', 'Currency must be DKK or NOK'],
      [
        { customertype: 'Friend' },
        'customertype',
        'Customer type must be Subscription customer or Percentage cut customer',
      ],
      [{ originlang: 'fr' }, 'originlang', 'Language must be en, da, no, zh or sr-Latn'],
    ];
    for (const [change, param, msg] of cases) {
      const res = await writesOf(t.db, () => add({ name: 'Broken', address: 'Somewhere 1', ...change }));
      expect(res.status, param).toBe(403);
      expect(fieldErrorOf(res, param), JSON.stringify(res.json)).toBe(msg);
      expect(res.wrote).toEqual([]);
    }
  });

  it('is for platform admins only', async () => {
    const res = await add({ name: 'Staff Place', address: 'x' }, await t.asBistro());
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ Message: MESSAGES.forbidden, code: 'FORBIDDEN' });
  });
});

describe('PUT /restaurant/edit', () => {
  it('changes what is sent and keeps the rest (an admin may change every setting)', async () => {
    const { json } = await add({
      name: 'Edit Me',
      address: 'Old Road 1',
      description: 'kept',
      translation: { name: { en: 'Edit Me' } },
    });
    const id = json.data._id;
    const res = await edit({
      id,
      name: 'Edited',
      surveyenabled: true,
      surveyminrating: 5,
      beacon: { Name: beacon.name, UUID: beacon.uuid, Radius: beacon.radius },
      location: null,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.Message).toBe('Successfully updated restaurant!');
    expect(res.json.data).toMatchObject({
      name: 'Edited',
      address: 'Old Road 1',
      description: 'kept',
      surveyenabled: true,
      surveyminrating: 5,
      translation: { name: { en: 'Edit Me' } },
    });
    expect(res.json.data.beacon.UUID).toBe(beacon.uuid);
  });

  it('lets restaurant staff (admin, and users unless settings are turned off) edit the settings they see on their own restaurant', async () => {
    const id = await t.restaurantId('Demo Bistro');
    const hours = defaultAvailability();
    hours.Saturday = { start: '10:00', end: '23:00', isAvailable: true, othertime: [] };
    const res = await edit(
      {
        id,
        description: 'Our kitchen, our words.',
        availability: hours,
        istakeout: false,
        textcolor: '#000000',
        coverimage: '/uploads/ffffffffffffffffffffffffffffffff.png',
      },
      await t.asBistro(),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({
      description: 'Our kitchen, our words.',
      istakeout: false,
      textcolor: '#000000',
    });
    expect((await rowOf(id)).availability.Saturday.start).toBe('10:00');

    // Its users edit the restaurant too, unless their restaurant admin turns settings off.
    const waiter = await edit({ id, smsenabledapp: true }, await t.asWaiter());
    expect(waiter.status).toBe(200);
    expect((await rowOf(id)).smsenabledapp).toBe(true);
    await setStaffPermissions(t, 'Demo Bistro', { settings: false });
    const refused = await edit({ id, smsenabledapp: false }, await t.asWaiter());
    expect(refused.status).toBe(403);
    expect(refused.json.Message).toBe(notPermittedMessage('settings'));
    expect((await rowOf(id)).smsenabledapp).toBe(true);
    await setStaffPermissions(t, 'Demo Bistro', {});
  });

  // A change is refused; the same value sent back (a client returning what it read) is not.
  it.each(STAFF_HIDDEN_FIELDS)('refuses a change of %s from restaurant staff, and changes nothing', async (field) => {
    const id = await t.restaurantId('Demo Bistro');
    const token = await t.asBistro();
    const current = (await t.call(token, 'POST', '/mobile/restaurant/fetchspecific', { body: { id } })).json.data[
      field
    ];
    const values: Record<string, unknown> = {
      surveylookupdate: '2026-02-01',
      surveyminrating: current === 3 ? 2 : 3,
      surveydelay: 15,
      surveylinks: { google: 'https://g.example/changed', tripadvisor: '', trustpilot: '' },
      onlineposdktoken: 'x',
      onlineposdkfirmid: 'y',
      bagtakeawayprice: 1.5,
      deliveryfee: 1.5,
      beacon: null,
      customertype: current === 'Subscription customer' ? 'Percentage cut customer' : 'Subscription customer',
      originlang: current === 'en' ? 'da' : 'en',
      servicefee: 1.5,
      privateusers: [],
    };
    if (field === 'privateusers') {
      const [someone] = await t.db.select({ id: customers.id, email: customers.email }).from(customers).limit(1);
      values.privateusers = (current as unknown[]).length ? [] : [{ _id: someone.id, Email: someone.email }];
    }
    const changed = field in values ? values[field] : !current;
    const res = await writesOf(t.db, async () => edit({ id, description: 'sneaky', [field]: changed }, token));
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ Message: [{ param: field, msg: M.staffField }], code: 'VALIDATION' });
    expect(res.wrote).toEqual([]);
  });

  it('refuses Harbour Grill staff editing Demo Bistro, and changes nothing', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const before = await rowOf(bistro);
    const harbour = await t.asHarbour();
    const res = await writesOf(t.db, () => edit({ id: bistro, name: 'Taken Over', description: 'mine now' }, harbour));
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ Message: MESSAGES.otherRestaurant, code: 'FORBIDDEN' });
    expect(res.wrote).toEqual([]);
    expect(await rowOf(bistro)).toEqual(before);
  });

  it('answers 404 for a restaurant that does not exist', async () => {
    const res = await edit({ id: 'e'.repeat(24), name: 'Ghost' });
    expect(res.status).toBe(404);
  });
});
