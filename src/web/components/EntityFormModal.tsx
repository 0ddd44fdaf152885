import { Alert, Button, Group, Modal, Stack, type MantineSize } from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { ApiError } from '../lib/api-client';
import { notifySuccess } from '../lib/notify';

type Values = Record<string, unknown>;

interface EntityFormModalProps<S extends z.ZodType<Values, Values>> {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The contract's schema: the same rules the server applies. */
  schema: S;
  initialValues: z.input<S>;
  /** Saves; resolves with the server's answer (its Message is the success notice). */
  submit: (values: z.output<S>) => Promise<{ Message?: string }>;
  /** Shown when the answer carries no Message. */
  successMessage: string;
  children: (form: UseFormReturnType<z.input<S>>) => ReactNode;
  submitLabel?: string;
  /** Modal width (default 'lg'); large forms such as the restaurant form use 'xl'. */
  size?: MantineSize;
}

/**
 * Create (no id) or edit (with id) an entity in a modal: validates with the contract schema, maps the
 * server's 403 field errors under their fields (first message each), closes and notifies on success,
 * and keeps what was typed when saving fails.
 */
export function EntityFormModal<S extends z.ZodType<Values, Values>>(props: EntityFormModalProps<S>) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered size={props.size ?? 'lg'} closeOnClickOutside={false}>
      {props.opened && <EntityForm {...props} />}
    </Modal>
  );
}

function EntityForm<S extends z.ZodType<Values, Values>>({ schema, initialValues, submit, successMessage, onClose, children, submitLabel = 'Submit' }: EntityFormModalProps<S>) {
  const form = useForm<z.input<S>>({ mode: 'controlled', initialValues, validate: schemaResolver(schema, { sync: true }) });
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = form.onSubmit(async () => {
    setFailure(null);
    setSaving(true);
    try {
      const answer = await submit(schema.parse(form.getValues()));
      notifySuccess(answer?.Message ?? successMessage);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) {
        form.setErrors(err.fields);
        const unknown = Object.keys(err.fields).filter((f) => !(f in (form.getValues() as Values)));
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
          <Button variant="default" onClick={onClose} disabled={saving}>
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
