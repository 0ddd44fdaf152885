import { describe, expect, it } from 'vitest';
import * as z from './search-params';

const validate = <S extends z.Shape>(schema: z.ObjectSchema<S>, value: unknown) => schema['~standard'].validate(value);

describe('search params', () => {
  const search = z.object({
    restaurant: z
      .string()
      .regex(/^[0-9a-f]{24}$/i)
      .catch(''),
    name: z.string().max(5).optional().catch(undefined),
    key: z.string().trim().min(1).max(4).optional().catch(undefined),
    page: z.number().int().min(1).optional().catch(undefined),
    status: z
      .enum(['pending', 'preorder'])
      .transform((s) => (s === 'preorder' ? 'pending' : s))
      .optional()
      .catch(undefined),
  });

  it('keep good values, drop unknown keys and leave out missing optional ones', () => {
    expect(
      validate(search, {
        restaurant: 'a'.repeat(24),
        name: 'Bist',
        key: ' ab ',
        page: 2,
        status: 'preorder',
        other: 1,
      }),
    ).toEqual({
      value: { restaurant: 'a'.repeat(24), name: 'Bist', key: 'ab', page: 2, status: 'pending' },
    });
    expect(validate(search, {})).toEqual({ value: { restaurant: '' } });
  });

  it('fall back instead of failing on bad values (wrong type, too long, not an integer, unknown status)', () => {
    expect(validate(search, { restaurant: 'nope', name: 'Too long', key: '   ', page: 1.5, status: 'eaten' })).toEqual({
      value: { restaurant: '' },
    });
    expect(validate(search, { page: 0 })).toEqual({ value: { restaurant: '' } });
    expect(validate(search, { page: '2', name: 12 })).toEqual({ value: { restaurant: '' } });
  });

  it('report a value that has no fallback, and pick and extend like zod', () => {
    const strict = z.object({ id: z.string() });
    expect(validate(strict, { id: 3 })).toEqual({ issues: [{ message: 'expected a string', path: ['id'] }] });
    expect(() => strict.parse({})).toThrow('id: expected a string');
    const picked = search
      .pick({ restaurant: true, page: true })
      .extend({ date: z.string().max(10).optional().catch(undefined) });
    expect(Object.keys(picked.shape)).toEqual(['restaurant', 'page', 'date']);
    expect(picked.parse({ restaurant: 'b'.repeat(24), name: 'x', date: '2026-01-01' })).toEqual({
      restaurant: 'b'.repeat(24),
      date: '2026-01-01',
    });
  });
});
