import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const search = async (key: string, token?: string) =>
  t.call(token ?? (await t.asAdmin()), 'GET', '/user/search', { query: { key } });

describe('GET /user/search', () => {
  it('suggests at most 10 customers whose email contains the key, any case', async () => {
    const res = await search('EXAMPLE.NET');
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(10);
    for (const u of res.json.data) {
      expect(Object.keys(u).sort()).toEqual(['Email', 'Provider', '_id']);
      expect(u.Email).toContain('example.net');
    }
  });

  it('finds one customer by part of the address, with the provider', async () => {
    await t.db.insert(customers).values({ email: 'zelda.typeahead@example.org', provider: 'Google' });
    const res = await search('Typeahead');
    expect(res.json.data).toEqual([
      { _id: expect.stringMatching(/^[0-9a-f]{24}$/), Email: 'zelda.typeahead@example.org', Provider: 'Google' },
    ]);
  });

  it('treats % and _ as plain characters and answers nothing for an empty key', async () => {
    expect((await search('%')).json.data).toEqual([]);
    expect((await search('_')).json.data).toEqual([]);
    expect((await search('')).json.data).toEqual([]);
  });

  it('is for platform admins only', async () => {
    const res = await search('example', await t.asBistro());
    expect(res.status).toBe(403);
  });
});
