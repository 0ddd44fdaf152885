import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import { lazyOr, Nothing } from '../../../lib/lazy';

const RecallDrawer = lazyOr(() => import('./RecallDrawer'), Nothing);

/** "Recall": the screen's last bumps, one tap from being undone (the list loads when first opened). */
export function RecallButton({ screen }: { screen: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        size="md"
        variant="default"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        style={{ flex: 'none' }}
      >
        Recall
      </Button>
      {used && (
        <Suspense fallback={null}>
          <RecallDrawer screen={screen} opened={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
