import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { fieldLabel, readableError } from './readable-errors';

z.config({ ...en(), customError: readableError });
const messages = (schema: z.ZodMiniType, value: unknown) =>
  z.safeParse(schema, value).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('readable validation messages', () => {
  it('names the field people read, from its key', () => {
    expect(fieldLabel(['MainRating'])).toBe('Main rating');
    expect(fieldLabel(['lines', 0, 'paymentType'])).toBe('Payment type');
    expect(fieldLabel(['categories', 2, '_id'])).toBe('Id');
    expect(fieldLabel([])).toBe('Value');
  });

  it('says a missing field is required, never "Invalid input: expected string, received undefined"', () => {
    const schema = z.object({
      restaurant: z.string(),
      lines: z.array(z.object({ qty: z.number() })),
      isWeb: z.boolean(),
    });
    expect(messages(schema, { lines: [{}], isWeb: 'yes' })).toEqual([
      ['restaurant', 'Restaurant is required'],
      ['lines.0.qty', 'Qty is required'],
      ['isWeb', 'Is web must be true or false'],
    ]);
  });

  it('words choices, sizes and formats plainly', () => {
    const schema = z.object({
      kind: z.enum(['card', 'cash']),
      name: z.string().check(z.minLength(1), z.maxLength(3)),
      tags: z.array(z.string()).check(z.maxLength(1)),
      age: z.number().check(z.gte(18)),
      email: z.email(),
    });
    expect(messages(schema, { kind: 'gold', name: 'long', tags: ['a', 'b'], age: 3, email: 'x' })).toEqual([
      ['kind', 'Kind must be one of: card, cash'],
      ['name', 'Name must be at most 3 characters'],
      ['tags', 'Tags must have at most 1 entry'],
      ['age', 'Age must be at least 18'],
      ['email', 'Email must be an e-mail address'],
    ]);
    expect(messages(z.object({ name: z.string().check(z.minLength(1)) }), { name: '' })).toEqual([
      ['name', 'Name is required'],
    ]);
  });

  it('leaves a message written in the schema as it is', () => {
    expect(messages(z.object({ name: z.string({ error: 'Name, please' }) }), {})).toEqual([['name', 'Name, please']]);
  });
});
