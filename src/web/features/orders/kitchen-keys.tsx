/**
 * A kitchen screen's bump-bar set-up, the same on the kitchen's, a station's and the expo's screen: the digit each
 * card shows, the selected card, the recall list and the keymap's window that the keys open.
 */
import { Suspense, useState } from 'react';
import { CloseOnFailure } from '../../components/CloseOnFailure';
import { PartLoading } from '../../components/PartLoading';
import { lazyPart } from '../../lib/lazy';
import { useBumpBar } from './bump-bar';

// The keymap's window loads when first asked for, not with the kitchen.
const BumpBarHelp = lazyPart(() => import('./components/BumpBarHelp'), 'the keys help', CloseOnFailure);

type HelpState = 'never' | 'open' | 'closed';

export interface KitchenKeysOptions<T> {
  /** The cards in the order shown: digits 1–9 number the first nine. */
  cards: T[];
  /** Enter or Space on the selected card. */
  onMain: (card: T) => void;
  /** Whether Backspace or R opens the recall list (only where the screen offers a recall). */
  recall?: boolean;
  /** Off: no key is handled (e.g. while the screen shows a notice instead of cards). */
  enabled?: boolean;
}

export function useKitchenKeys<T extends { _id: string }>({
  cards,
  onMain,
  recall = true,
  enabled,
}: KitchenKeysOptions<T>) {
  const [recalling, setRecalling] = useState(false);
  const [help, setHelp] = useState<HelpState>('never');
  const keys = useBumpBar({
    ids: cards.map((c) => c._id),
    onMain: (id) => {
      const card = cards.find((c) => c._id === id);
      if (card) onMain(card);
    },
    onRecall: recall ? () => setRecalling(true) : undefined,
    onHelp: () => setHelp('open'),
    enabled,
  });
  const keyNumbers = new Map(cards.slice(0, 9).map((c, i) => [c._id, i + 1]));
  return {
    selected: keys.selected,
    keyNumberOf: (id: string) => keyNumbers.get(id),
    recalling,
    setRecalling,
    openHelp: () => setHelp('open'),
    help: { state: help, onClose: () => setHelp('closed') },
  };
}

/** The keymap's window, mounted from the first time it is asked for (so it can close with its transition). */
export function KeysHelpWindow({ state, onClose }: { state: HelpState; onClose: () => void }) {
  if (state === 'never') return null;
  return (
    <Suspense fallback={state === 'open' ? <PartLoading /> : null}>
      <BumpBarHelp opened={state === 'open'} onClose={onClose} />
    </Suspense>
  );
}
