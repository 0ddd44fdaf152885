import { Loader } from '@mantine/core';

/** Shown while a dialog or drawer loads on demand (a moment when saved on the device, longer on a slow network). */
export function PartLoading() {
  return (
    <Loader
      role="status"
      aria-label="Loading"
      size="lg"
      style={{ position: 'fixed', top: '50%', left: '50%', translate: '-50% -50%', zIndex: 400 }}
    />
  );
}
