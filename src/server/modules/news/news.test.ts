import { describe, expect, it } from 'vitest';
import { NEWS_MESSAGES, newsRoutes as news } from '../../../contract/news/routes';
import { MESSAGES } from '../../../contract/errors';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();

const fields = {
  name: 'Terrace heaters are on',
  description: 'Stay outside a little longer this autumn.',
  image: '/uploads/heater.png',
  galleryimages: ['/uploads/g1.png', 'https://cdn.example.com/g2.jpg'],
  translation: { name: { da: 'Terrassevarmerne er tændt' } },
};

describe('GET /newsandevents/fetch', () => {
  it('pages the news 25 at a time, newest first', async () => {
    const admin = await t.asAdmin();
    const first = await t.ok(admin, news.fetch, { query: { page: 1, size: 25 } });
    expect(first.data).toHaveLength(25);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: 30, page_limit: 25 });
    const dates = first.data.map((n) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await t.ok(admin, news.fetch, { query: { page: 2 } });
    expect(second.data).toHaveLength(5);
    expect(second.meta.page_limit).toBe(25);
    expect(second.data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: expect.any(String),
      description: expect.any(String),
      image: expect.any(String),
      galleryimages: expect.any(Array),
      translation: expect.any(Object),
      createdAt: expect.any(String),
    });
  });

  it('is for admins only', async () => {
    for (const token of [await t.asBistro(), await t.asWaiter()]) {
      const res = await t.api(token, news.fetch);
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ Message: MESSAGES.forbidden, code: 'FORBIDDEN' });
    }
    expect((await t.api(null, news.fetch)).status).toBe(401);
  });
});

describe('news add, edit, delete', () => {
  it('creates, updates and deletes a news item with the spec’s notices', async () => {
    const admin = await t.asAdmin();
    const created = await t.ok(admin, news.add, { body: fields });
    expect(created.Message).toBe('Successfully created news!');
    expect(created.data).toMatchObject(fields);
    const id = created.data._id;

    const list = await t.ok(admin, news.fetch);
    expect(list.data[0]._id).toBe(id);
    expect(list.meta.total).toBe(31);

    const edited = await t.ok(admin, news.edit, {
      body: { ...fields, id, name: 'Heaters until 23:00', galleryimages: [] },
    });
    expect(edited.Message).toBe(NEWS_MESSAGES.updated);
    expect(edited.data).toMatchObject({ _id: id, name: 'Heaters until 23:00', galleryimages: [], image: fields.image });

    const removed = await t.ok(admin, news.delete, { body: { id } });
    expect(removed).toEqual({ Message: 'Successfully deleted news!' });
    const after = await t.ok(admin, news.fetch);
    expect(after.meta.total).toBe(30);
    expect(after.data.map((n) => n._id)).not.toContain(id);
  });

  it('needs only a name; the rest defaults to empty', async () => {
    const res = await t.ok(await t.asAdmin(), news.add, { body: { name: '  Short one  ' } });
    expect(res.data).toMatchObject({
      name: 'Short one',
      description: '',
      image: '',
      galleryimages: [],
      translation: {},
    });
    await t.ok(await t.asAdmin(), news.delete, { body: { id: res.data._id } });
  });

  it('refuses bad input field by field, and keeps nothing', async () => {
    const admin = await t.asAdmin();
    const res = await t.api(admin, news.add, {
      body: {
        name: ' ',
        image: 'javascript:alert(1)',
        galleryimages: Array.from({ length: 11 }, (_, i) => `/uploads/${i}.png`),
      },
    });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual(
      expect.arrayContaining([
        { param: 'name', msg: 'Name is required' },
        { param: 'image', msg: 'Image must be an uploaded image or an http(s) address' },
        { param: 'galleryimages', msg: 'At most 10 gallery images' },
      ]),
    );
    const total = (await t.ok(admin, news.fetch)).meta.total;
    expect(total).toBe(30);
  });

  it('answers 404 for a news item that does not exist', async () => {
    const admin = await t.asAdmin();
    const missing = 'f'.repeat(24);
    expect((await t.api(admin, news.edit, { body: { ...fields, id: missing } })).json).toEqual({
      Message: NEWS_MESSAGES.notFound,
      code: 'NOT_FOUND',
    });
    const del = await t.api(admin, news.delete, { body: { id: missing } });
    expect(del.status).toBe(404);
    expect(del.json).toEqual({ Message: 'News not found', code: 'NOT_FOUND' });
  });

  it('refuses restaurant staff', async () => {
    const res = await t.api(await t.asBistro(), news.add, { body: fields });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ Message: MESSAGES.forbidden, code: 'FORBIDDEN' });
  });
});
