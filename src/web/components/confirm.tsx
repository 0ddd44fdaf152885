import { Button, CloseButton, Group, Text } from '@mantine/core';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import classes from './confirm.module.css';

interface ConfirmOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
}

interface Question extends Required<ConfirmOptions> {
  id: number;
  answer: (yes: boolean) => void;
}

let asked = 0;

// Questions wait in turn; the host shows the first.
let questions: Question[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const current = () => questions[0] ?? null;

/** Asks before a destructive or irreversible action; resolves true only on an explicit yes. */
export function confirmAction({
  title = 'Please confirm',
  message,
  confirmLabel = 'Yes',
  danger = false,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const question: Question = {
      id: (asked += 1),
      title,
      message,
      confirmLabel,
      danger,
      answer: (yes) => {
        questions = questions.filter((q) => q !== question);
        changed();
        resolve(yes);
      },
    };
    questions = [...questions, question];
    changed();
  });
}

/**
 * Shows the questions of `confirmAction` (rendered once, in main.tsx). A native modal <dialog>: the
 * browser traps focus, blocks the page behind and closes on Escape, with no modal library in the first load; it also
 * opens offline before the service worker has the app's other files.
 */
export function ConfirmHost() {
  const question = useSyncExternalStore(subscribe, current);
  return question ? <ConfirmDialog key={question.id} question={question} /> : null;
}

function ConfirmDialog({ question }: { question: Question }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = dialog.current!;
    const page = document.documentElement;
    const overflow = page.style.overflow;
    page.style.overflow = 'hidden';
    // Shown after the event that asked (an Esc that closes a form asks 'Discard?'): that same Esc must not close it.
    const show = window.setTimeout(() => {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', ''); // jsdom
      yes.current?.focus();
    });
    return () => {
      window.clearTimeout(show);
      page.style.overflow = overflow;
      if (d.open && typeof d.close === 'function') d.close();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      // Escape, and a click on the backdrop (outside the dialog's box), answer no.
      onCancel={(e) => {
        e.preventDefault();
        question.answer(false);
      }}
      onClick={(e) => {
        const box = dialog.current!.getBoundingClientRect();
        const outside = e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom;
        if (e.target === dialog.current && outside) question.answer(false);
      }}
    >
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {question.title}
        </h2>
        <CloseButton aria-label="Close" onClick={() => question.answer(false)} />
      </div>
      <div className={classes.body}>
        <Text size="sm" mb="md">
          {question.message}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => question.answer(false)}>
            Cancel
          </Button>
          <Button ref={yes} color={question.danger ? 'red' : undefined} onClick={() => question.answer(true)}>
            {question.confirmLabel}
          </Button>
        </Group>
      </div>
    </dialog>
  );
}
