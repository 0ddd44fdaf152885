import { describe, expect, it } from 'vitest';
import { hashPage } from './hash-page';

describe('paged pages', () => {
  it('read the page from the hash', () => {
    expect(hashPage('#3')).toBe(3);
    expect(hashPage('')).toBe(1);
    expect(hashPage('#x')).toBe(1);
    expect(hashPage('#0')).toBe(1);
  });
});
