import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import { CloseOnFailure } from '../../../components/CloseOnFailure';
import { PartLoading } from '../../../components/PartLoading';
import { lazyPart } from '../../../lib/lazy';

const RecallDrawer = lazyPart(() => import('./RecallDrawer'), 'the recall list', CloseOnFailure);

/**
 * "Recall": the screen's last bumps, one tap from being undone (the list loads when first opened). The screen may hold
 * whether it is open (`opened`, `onOpenChange`), so a bump bar's recall key opens it too.
 */
export function RecallButton({
  screen,
  opened,
  onOpenChange,
}: {
  screen: string;
  opened?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = opened ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button size="md" variant="default" onClick={() => setOpen(true)} style={{ flex: 'none' }}>
        Recall
      </Button>
      {(used || open) && (
        <Suspense fallback={<PartLoading />}>
          <RecallDrawer
            screen={screen}
            opened={open}
            onClose={() => {
              setUsed(true);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
