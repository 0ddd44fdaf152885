import { describe, expect, it } from 'vitest';
import { listUrl } from './list-route';

describe('listUrl', () => {
  it('reads a list’s place from the URL with defaults, and writes it back without them', () => {
    const plain = listUrl();
    expect(plain.toList({})).toEqual({ page: 1 });
    expect(plain.toUrl({ page: 1 })).toEqual({ page: undefined, status: undefined, key: undefined });
    expect(plain.toUrl({ page: 3 })).toMatchObject({ page: 3 });

    const tabs = listUrl({ statuses: ['active', 'upcoming', 'expired'] as const, initial: 'active' });
    expect(tabs.toList({ page: 2 })).toEqual({ page: 2, status: 'active' });
    expect(tabs.toUrl({ page: 1, status: 'active' })).toMatchObject({ page: undefined, status: undefined });
    expect(tabs.toUrl({ page: 2, status: 'expired' })).toMatchObject({ page: 2, status: 'expired' });

    const search = listUrl({ key: true });
    expect(search.toList({ key: 'anna' })).toEqual({ page: 1, key: 'anna' });
    expect(search.toUrl({ page: 1, key: '' })).toMatchObject({ key: undefined });
  });

  it('validates the URL’s search params, dropping what does not parse', () => {
    const tabs = listUrl({ statuses: ['active', 'expired'] as const, initial: 'active' });
    const parsed = tabs.validateSearch['~standard'].validate({ page: 0, status: 'gone', key: 'x' });
    expect(parsed).toEqual({ value: { key: 'x' } });
  });
});
