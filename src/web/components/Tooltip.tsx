import type { TooltipProps } from '@mantine/core';
import { cloneElement, isValidElement, Suspense, useState, type ReactElement } from 'react';
import { lazyOr } from '../lib/lazy';

const load = () => import('./TooltipFull');
const MantineTooltip = lazyOr<TooltipProps>(load, ({ children }) => children);

type Handler = (e: unknown) => void;
type Handlers = { onPointerEnter?: Handler; onPointerLeave?: Handler; onFocus?: Handler; onBlur?: Handler };

/**
 * Mantine's Tooltip, loaded the first time its element is pointed at or focused (the tooltip's floating-ui
 * stays out of the kitchen's first load). Same props; once loaded it opens (if still pointed at) and works as Mantine's.
 */
export function Tooltip({ children, ...props }: TooltipProps) {
  const [loaded, setLoaded] = useState(false);
  const [inside, setInside] = useState(false);
  if (!loaded && isValidElement<Handlers>(children)) {
    const own = children.props;
    const on = (now: boolean, handler?: Handler) => (e: unknown) => {
      handler?.(e);
      setInside(now);
      if (now)
        void load().then(
          () => setLoaded(true),
          () => undefined,
        );
    };
    return cloneElement(children as ReactElement<Handlers>, {
      onPointerEnter: on(true, own.onPointerEnter),
      onFocus: on(true, own.onFocus),
      onPointerLeave: on(false, own.onPointerLeave),
      onBlur: on(false, own.onBlur),
    });
  }
  return (
    <Suspense fallback={children}>
      <MantineTooltip {...props} defaultOpened={inside}>
        {children}
      </MantineTooltip>
    </Suspense>
  );
}
