/**
 * Bump-bar and keyboard operation of a kitchen screen: the keys a bump bar sends select a card and act on it, so
 * every kitchen action works without touch. One hook for every kitchen view (dashboard, station, expo): the view
 * gives its cards in the order shown and what the main action and recall do.
 */
import { useEffect, useEffectEvent, useState } from 'react';

export type BumpBarCommand =
  | { kind: 'select'; index: number }
  | { kind: 'move'; by: 1 | -1 }
  | { kind: 'main' }
  | { kind: 'recall' }
  | { kind: 'cancel' }
  | { kind: 'help' };

/** What a key press asks for (null: not a bump-bar key). */
export function commandOf(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): BumpBarCommand | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (/^[1-9]$/.test(e.key)) return { kind: 'select', index: Number(e.key) - 1 };
  switch (e.key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return { kind: 'move', by: 1 };
    case 'ArrowUp':
    case 'ArrowLeft':
      return { kind: 'move', by: -1 };
    case 'Enter':
    case ' ':
      return { kind: 'main' };
    case 'Backspace':
    case 'r':
    case 'R':
      return { kind: 'recall' };
    case 'Escape':
      return { kind: 'cancel' };
    case '?':
      return { kind: 'help' };
    default:
      return null;
  }
}

/**
 * Whether keys belong to something else now: typing in a field, or a dialog open (a confirmation answers its own
 * Enter and Esc; any other window, such as a reason or the help, has its own keys).
 */
export function keysTakenElsewhere(target: EventTarget | null, doc: Document = document): boolean {
  const el = target instanceof Element ? target : null;
  if (el?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return !!doc.querySelector('dialog[open], [role="dialog"]');
}

export interface BumpBarOptions {
  /** The cards' ids in the order shown (digits count from the first). */
  ids: string[];
  /** Enter or Space on the selected card. */
  onMain: (id: string) => void;
  /** Backspace or R: recall (the selected card's id, if any). Without it the keys do nothing. */
  onRecall?: (selected: string | null) => void;
  /** `?`. */
  onHelp?: () => void;
  /** Off: no key is handled (e.g. while the screen shows a notice instead of cards). */
  enabled?: boolean;
}

/** The selected card (null: none) and a way to select one; listens to the document's keys while mounted. */
export function useBumpBar({ ids, onMain, onRecall, onHelp, enabled = true }: BumpBarOptions) {
  const [chosen, setChosen] = useState<string | null>(null);
  // A selected card that left the screen (accepted elsewhere, completed) is no longer selected.
  const selected = chosen && ids.includes(chosen) ? chosen : null;
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    const command = commandOf(e);
    if (!command || e.defaultPrevented || keysTakenElsewhere(e.target)) return;
    const at = selected ? ids.indexOf(selected) : -1;
    switch (command.kind) {
      case 'select':
        if (command.index < ids.length) setChosen(ids[command.index]!);
        break;
      case 'move':
        if (!ids.length) return;
        setChosen(
          ids[at < 0 ? (command.by > 0 ? 0 : ids.length - 1) : Math.min(ids.length - 1, Math.max(0, at + command.by))]!,
        );
        break;
      case 'main':
        if (!selected) return;
        onMain(selected);
        break;
      case 'recall':
        if (!onRecall) return;
        onRecall(selected);
        break;
      case 'cancel':
        setChosen(null);
        break;
      case 'help':
        if (!onHelp) return;
        onHelp();
        break;
    }
    // The key did its kitchen work: not also a click on a focused button, a scroll or the browser's back.
    e.preventDefault();
  });

  useEffect(() => {
    if (!enabled) return;
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);

  return { selected, select: setChosen };
}
