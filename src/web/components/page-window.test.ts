import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });
  it('shows the first ten pages before page 10', () => {
    expect(pageWindow(1, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(9, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('from page 10 on shows 4 before and 5 after the current page', () => {
    expect(pageWindow(10, 40)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(pageWindow(20, 40)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
  });
  it('stops at the last page', () => {
    expect(pageWindow(12, 13)).toEqual([8, 9, 10, 11, 12, 13]);
  });
});
