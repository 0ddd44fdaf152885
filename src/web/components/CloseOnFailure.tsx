import { useEffect } from 'react';

/**
 * In place of a drawer or window that could not be loaded (lib/lazy's `lazyPart`): closes it again when opened, so
 * the button that opens it goes on working; the screen says why.
 */
export function CloseOnFailure({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  useEffect(() => {
    if (opened) onClose();
    // Only an opening closes it: onClose may be a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);
  return null;
}
