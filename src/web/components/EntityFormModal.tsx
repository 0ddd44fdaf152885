import { Alert, Button, Group, Modal, Stack, type MantineSize } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { ApiError } from '../lib/api-client';
import { notifySuccess } from '../lib/notify';
import { formResolver } from '../lib/validation';
import { confirmAction } from './confirm';

type Values = Record<string, unknown>;

interface EntityFormModalProps<V extends Values, S extends z.core.$ZodType> {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The contract's schema (the same rules the server applies); it parses the form's values plus `hidden`. */
  schema: S;
  /** What the form starts with: its fields. */
  initialValues: V;
  /** Sent with the values but not a field of the form, e.g. the id of the item being edited (`{ id }`). */
  hidden?: Values;
  /** Saves; resolves with the server's answer (its Message is the success notice). */
  submit: (values: z.output<S>) => Promise<{ Message?: string }>;
  /** Shown when the answer carries no Message. */
  successMessage: string;
  children: (form: UseFormReturnType<V>) => ReactNode;
  submitLabel?: string;
  /** Modal width (default 'lg'); large forms such as the restaurant form use 'xl'. */
  size?: MantineSize;
}

export const DISCARD_TITLE = 'Discard unsaved changes?';
const DISCARD_MESSAGE = 'You have changed this form. If you close it now, your changes are lost.';

/**
 * Create (no id) or edit (with id) an entity in a modal: validates with the contract schema, maps the
 * server's 403 field errors under their fields (first message each), closes and notifies on success,
 * and keeps what was typed when saving fails.
 *
 * Closing (Esc, the X, Cancel, a click outside) asks 'Discard unsaved changes?' first when something was changed.
 * Esc closes only the top window: in a window opened from the form (View Translations, a confirm) it closes that one.
 */
export function EntityFormModal<V extends Values, S extends z.core.$ZodType>(props: EntityFormModalProps<V, S>) {
  const { opened, onClose } = props;
  const root = useRef<HTMLDivElement>(null);
  const dirty = useRef<() => boolean>(() => false);
  const asking = useRef(false);

  const requestClose = async () => {
    if (asking.current) return;
    if (dirty.current()) {
      asking.current = true;
      const discard = await confirmAction({
        title: DISCARD_TITLE,
        message: DISCARD_MESSAGE,
        confirmLabel: 'Discard changes',
        danger: true,
      });
      asking.current = false;
      if (!discard) return;
    }
    onClose();
  };
  const onEscape = useEffectEvent(() => void requestClose());

  // Mantine closes every open modal on one Esc (each listens on the window); this one reacts only when the key was
  // pressed inside it, so a window on top of it (its own portal) closes alone.
  useEffect(() => {
    if (!opened) return;
    // An Esc pressed in an open dropdown (a Select's list) closes the list alone. Whether one was open is noted as the
    // key goes down the page (capture), before the dropdown closes itself.
    let inOpenDropdown = false;
    const beforeAnyone = (event: KeyboardEvent) => {
      inOpenDropdown = event.target instanceof Element && !!event.target.closest('[aria-expanded="true"]');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented || inOpenDropdown) return;
      const target = event.target as Node | null;
      const inside = !!target && !!root.current?.contains(target);
      // Focus on nothing in particular: the top window (the last one opened) takes the key.
      const dialogs = document.querySelectorAll('[role="dialog"]');
      const onBodyAndTop = target === document.body && !!root.current?.contains(dialogs[dialogs.length - 1] ?? null);
      if (inside || onBodyAndTop) onEscape();
    };
    window.addEventListener('keydown', beforeAnyone, true);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', beforeAnyone, true);
      window.removeEventListener('keydown', onKey);
    };
  }, [opened]);

  return (
    <Modal
      ref={root}
      opened={opened}
      onClose={() => void requestClose()}
      title={props.title}
      centered
      size={props.size ?? 'lg'}
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <EntityForm {...props} onCancel={() => void requestClose()} dirtyRef={dirty} />}
    </Modal>
  );
}

interface EntityFormProps<V extends Values, S extends z.core.$ZodType> extends EntityFormModalProps<V, S> {
  onCancel: () => void;
  dirtyRef: { current: () => boolean };
}

function EntityForm<V extends Values, S extends z.core.$ZodType>({
  schema,
  initialValues,
  hidden,
  submit,
  successMessage,
  onClose,
  onCancel,
  dirtyRef,
  children,
  submitLabel = 'Submit',
}: EntityFormProps<V, S>) {
  const resolve = formResolver(schema);
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => resolve({ ...values, ...hidden }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    dirtyRef.current = () => form.isDirty();
  });

  const onSubmit = form.onSubmit(async () => {
    setFailure(null);
    setSaving(true);
    try {
      const answer = await submit(z.parse(schema, { ...form.getValues(), ...hidden }));
      notifySuccess(answer?.Message ?? successMessage);
      form.resetDirty();
      onClose();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) {
        form.setErrors(err.fields);
        const unknown = Object.keys(err.fields).filter((f) => !(f in form.getValues()));
        if (unknown.length) setFailure(err.fields[unknown[0]]);
      } else {
        setFailure(err instanceof Error ? err.message : String(err));
      }
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {children(form)}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
