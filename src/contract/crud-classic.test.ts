import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { objectId, requiredText } from './common-classic';
import { crud } from './crud-classic';
import type { BodyOf, QueryOf, ResponseOf } from './endpoint';
import { ADMIN_ONLY, ALL_ROLES } from './roles';

const item = z.object({ _id: z.string(), name: z.string() });
const messages = { created: 'Made!', updated: 'Changed!', deleted: 'Gone!' };

describe('crud()', () => {
  const things = crud({
    tag: 'Things',
    noun: 'thing',
    item,
    fields: { name: requiredText('Name') },
    idKey: 'thingid',
    pageSize: 10,
    auth: ADMIN_ONLY,
    messages,
    paths: { fetch: '/thing/fetch', add: '/thing/add', edit: '/thing/edit', delete: '/thing/delete' },
  });

  it('makes the four entries with the spec’s paths, methods and notices', () => {
    expect([things.fetch, things.add, things.edit, things.delete].map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /thing/fetch',
      'POST /thing/add',
      'PUT /thing/edit',
      'DELETE /thing/delete',
    ]);
    expect(things.add.summary).toBe("Create a thing ('Made!')");
    expect(things.fetch.query.parse({})).toEqual({ page: 1, size: 10 });
    expect(things.edit.body.parse({ thingid: 'A'.repeat(24), name: ' x ' })).toEqual({
      thingid: 'a'.repeat(24),
      name: 'x',
    });
    expect(things.delete.body.safeParse({ id: 'a'.repeat(24) }).success).toBe(false);
    expect('restaurantScope' in things.add).toBe(false);
    expectTypeOf<BodyOf<typeof things.edit>>().toEqualTypeOf<{ name: string; thingid: string }>();
    expectTypeOf<ResponseOf<typeof things.fetch>['data'][number]>().toEqualTypeOf<{ _id: string; name: string }>();
  });

  it('answers a whole list, deletes by query and scopes entries when asked', () => {
    const tips = crud({
      tag: 'Tips',
      noun: 'tip',
      item,
      fields: { name: requiredText('Name'), restaurant: objectId },
      idKey: 'id',
      list: 'all',
      pageSize: 0,
      listQuery: { restaurant: objectId },
      deleteIn: 'query',
      deleteFields: { restaurant: objectId },
      auth: ALL_ROLES,
      restaurantScope: { in: 'body', key: 'restaurant' },
      scopes: { fetch: { in: 'query', key: 'restaurant' }, delete: { in: 'query', key: 'restaurant' } },
      messages,
      paths: { fetch: '/tips/fetch', add: '/tips/add', edit: '/tips/edit', delete: '/tips/delete' },
    });
    expect(tips.fetch.query.parse({ restaurant: 'b'.repeat(24) })).toEqual({ restaurant: 'b'.repeat(24) });
    expect(tips.fetch.response.parse({ data: [{ _id: '1', name: 'n' }] })).toEqual({ data: [{ _id: '1', name: 'n' }] });
    expect(tips.delete.query.parse({ id: 'c'.repeat(24), restaurant: 'b'.repeat(24) })).toBeTruthy();
    expect([tips.fetch.restaurantScope, tips.add.restaurantScope, tips.delete.restaurantScope]).toEqual([
      { in: 'query', key: 'restaurant' },
      { in: 'body', key: 'restaurant' },
      { in: 'query', key: 'restaurant' },
    ]);
    expectTypeOf<QueryOf<typeof tips.delete>>().toEqualTypeOf<{ id: string; restaurant: string }>();
    expectTypeOf<ResponseOf<typeof tips.fetch>>().toEqualTypeOf<{ data: { _id: string; name: string }[] }>();
  });
});
