import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { objectId, requiredText } from './common';
import { crudForms, crudSchemas } from './crud';
import { join } from './endpoint';
import { IN_BODY, IN_QUERY, routes, type BodyOf, type QueryOf, type ResponseOf } from './route';
import { ADMIN_ONLY, ALL_ROLES } from './roles';

const item = z.object({ _id: z.string(), name: z.string() });
const messages = { created: 'Made!', updated: 'Changed!', deleted: 'Gone!' };

describe('crudForms() and crudSchemas()', () => {
  const forms = crudForms({ idKey: 'thingid', fields: { name: requiredText('Name') } });
  const schemas = crudSchemas({ noun: 'thing', item, forms, messages, pageSize: 10 });
  const table = routes<typeof schemas>()(
    { tag: 'Things', auth: ADMIN_ONLY },
    {
      fetch: { method: 'GET', path: '/thing/fetch' },
      add: { method: 'POST', path: '/thing/add' },
      edit: { method: 'PUT', path: '/thing/edit' },
      delete: { method: 'DELETE', path: '/thing/delete' },
    },
  );

  it('describes the four endpoints with the spec’s notices, and the two forms', () => {
    expect(schemas.add.summary).toBe("Create a thing ('Made!')");
    expect(z.parse(schemas.fetch.query, {})).toEqual({ page: 1, size: 10 });
    expect(z.parse(forms.editBody, { thingid: 'A'.repeat(24), name: ' x ' })).toEqual({
      thingid: 'a'.repeat(24),
      name: 'x',
    });
    expect(z.safeParse(schemas.delete.body, { id: 'a'.repeat(24) }).success).toBe(false);
    expect(z.safeParse(forms.createBody, { name: '' }).error?.issues[0]?.message).toBe('Name is required');
    expectTypeOf<BodyOf<typeof table.edit>>().toEqualTypeOf<{ name: string; thingid: string }>();
    expectTypeOf<ResponseOf<typeof table.fetch>['data'][number]>().toEqualTypeOf<{ _id: string; name: string }>();
  });

  it('keeps the route table plain: method, path, roles and tag, no schemas', () => {
    expect(table.add).toEqual({ tag: 'Things', auth: ADMIN_ONLY, method: 'POST', path: '/thing/add' });
    expect(join(table.add, schemas.add)).toMatchObject({ path: '/thing/add', summary: "Create a thing ('Made!')" });
  });

  it('applies rules across fields to both forms', () => {
    const ranged = crudForms({
      idKey: 'id',
      fields: { from: z.number(), to: z.number() },
      refine: (v, ctx) => {
        if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'End before start' });
      },
    });
    expect(z.safeParse(ranged.createBody, { from: 2, to: 1 }).error?.issues[0]?.message).toBe('End before start');
    expect(z.safeParse(ranged.editBody, { id: 'a'.repeat(24), from: 2, to: 1 }).success).toBe(false);
  });

  it('answers a whole list, deletes by query and scopes routes per entry', () => {
    const tipForms = crudForms({ idKey: 'id', fields: { name: requiredText('Name'), restaurant: objectId } });
    const tips = crudSchemas({
      noun: 'tip',
      item,
      forms: tipForms,
      messages,
      listQuery: { restaurant: objectId },
      deleteIn: 'query',
      deleteFields: { restaurant: objectId },
    });
    const tipRoutes = routes<typeof tips>()(
      { tag: 'Tips', auth: ALL_ROLES, restaurantScope: IN_BODY },
      {
        fetch: { method: 'GET', path: '/tips/fetch', restaurantScope: IN_QUERY },
        add: { method: 'POST', path: '/tips/add' },
        edit: { method: 'PUT', path: '/tips/edit' },
        delete: { method: 'DELETE', path: '/tips/delete', restaurantScope: IN_QUERY },
      },
    );
    expect(z.parse(tips.fetch.query, { restaurant: 'b'.repeat(24) })).toEqual({ restaurant: 'b'.repeat(24) });
    expect(z.parse(tips.fetch.response, { data: [{ _id: '1', name: 'n' }] })).toEqual({
      data: [{ _id: '1', name: 'n' }],
    });
    expect(z.parse(tips.delete.query, { id: 'c'.repeat(24), restaurant: 'b'.repeat(24) })).toBeTruthy();
    expect([tipRoutes.fetch.restaurantScope, tipRoutes.add.restaurantScope, tipRoutes.delete.restaurantScope]).toEqual([
      IN_QUERY,
      IN_BODY,
      IN_QUERY,
    ]);
    expectTypeOf<QueryOf<typeof tipRoutes.delete>>().toEqualTypeOf<{ id: string; restaurant: string }>();
    expectTypeOf<ResponseOf<typeof tipRoutes.fetch>>().toEqualTypeOf<{ data: { _id: string; name: string }[] }>();
  });
});
