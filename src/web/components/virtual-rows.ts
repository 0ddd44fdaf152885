/**
 * Long unpaged lists (the menu's 'All': up to 1,000 products) render only the rows near the screen (the page
 * stays responsive while scrolling and filtering it on a tablet). The page scrolls as usual (the window); rows above
 * and below what is shown are one spacer each, so the scrollbar and the table's height are those of the whole list.
 * Row heights are measured as rows render (descriptions wrap), estimated before.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/** From this many rows on, a list renders only what is near the screen. */
export const VIRTUAL_FROM = 150;

interface WindowRows {
  /** Put on the element whose top is where the rows start (the tbody, or the cards' list). */
  ref: React.RefObject<HTMLElement | null>;
  /** The rows to render, by index into the list. */
  indexes: number[];
  /** Heights of the spacers before and after them (0: none). */
  before: number;
  after: number;
  /** Put on each rendered row, with `data-index`, so its real height is measured. */
  measure: (el: Element | null) => void;
}

export function useWindowRows(count: number, estimate: number): WindowRows {
  const ref = useRef<HTMLElement | null>(null);
  const [margin, setMargin] = useState(0);
  // Where the rows start on the page, after every render: the header, filters and title above them can change height.
  // It sets state only when the place changed, so it settles after one more render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const top = ref.current ? Math.round(ref.current.getBoundingClientRect().top + window.scrollY) : 0;
    if (top !== margin) setMargin(top);
  });
  // Short lists (count 0 here) keep no scroll or resize listeners.
  const v = useWindowVirtualizer({
    count,
    estimateSize: () => estimate,
    overscan: 6,
    scrollMargin: margin,
    enabled: count > 0,
  });
  const items = v.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    ref,
    indexes: items.map((i) => i.index),
    before: first ? Math.max(0, first.start - margin) : 0,
    after: last ? Math.max(0, v.getTotalSize() - (last.end - margin)) : 0,
    measure: v.measureElement,
  };
}
