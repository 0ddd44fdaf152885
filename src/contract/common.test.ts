import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { email, newPassword, plainText, requiredText, text } from './common';

const messages = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('text a user sends', () => {
  it('keeps every character a person types: accents, emoji, other scripts, tabs and line breaks', () => {
    for (const s of ['Crème brûlée', 'Smørrebrød 🍺', '北京烤鸭', 'Line one\r\nline two\tend', '👨‍👩‍👧 family'])
      expect(z.parse(plainText('Notes'), s)).toBe(s);
    expect(z.parse(text('Description', 100), '  two\nlines  ')).toBe('two\nlines');
  });

  it('refuses control characters and lone surrogates, naming the field', () => {
    const bad = [
      'a\u0000b',
      'bell\u0007',
      'esc\u001b[31m',
      'del\u007f',
      'c1\u0085',
      'c1\u009f',
      'half \ud83d',
      '\ude00 half',
    ];
    for (const s of bad) {
      expect(messages(requiredText('Name'), s)).toContain('Name contains characters that are not allowed');
      expect(messages(text('Notes', 500), s)).toContain('Notes contains characters that are not allowed');
    }
  });

  it('refuses them in e-mail addresses and passwords too', () => {
    expect(messages(email, 'a@b.c\u0000')).toContain('Email contains characters that are not allowed');
    expect(messages(newPassword, 'long enough\u0000')).toContain('Password contains characters that are not allowed');
    expect(messages(newPassword, 'long enough\ud800')).toContain('Password contains characters that are not allowed');
    expect(z.parse(newPassword, ' spaces and ünïcode 🔑 ')).toBe(' spaces and ünïcode 🔑 ');
  });
});
