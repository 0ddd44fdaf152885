/**
 * The page numbers the pager shows (the spec's business constants): up to 10 numbers; from page 10 on,
 * a window of 4 before and 5 after the current page.
 */
export function pageWindow(current: number, last: number): number[] {
  const end = Math.max(1, last);
  const from = current < 10 ? 1 : Math.max(1, current - 4);
  const to = current < 10 ? Math.min(end, 10) : Math.min(end, current + 5);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
