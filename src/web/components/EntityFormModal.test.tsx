import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { renderWithProviders } from '../../../tests/support/web-render';
import { ApiError } from '../lib/api-client';
import { DISCARD_TITLE, EntityFormModal } from './EntityFormModal';

const schema = z.object({
  id: z.string(),
  name: z.string().check(z.minLength(1, 'Name is required')),
  uuid: z.string(),
});

function renderForm(submit: (v: z.output<typeof schema>) => Promise<{ Message?: string }>, onClose = vi.fn()) {
  renderWithProviders(
    <EntityFormModal
      opened
      onClose={onClose}
      title="Update Beacon"
      schema={schema}
      initialValues={{ name: 'Door', uuid: 'A' }}
      hidden={{ id: 'b1' }}
      submit={submit}
      successMessage="Saved!"
    >
      {(f) => (
        <>
          <TextInput label="Name" {...f.getInputProps('name')} />
          <TextInput label="UUID" {...f.getInputProps('uuid')} />
        </>
      )}
    </EntityFormModal>,
  );
  return onClose;
}

describe('EntityFormModal', () => {
  it('sends the fields with the hidden id, and shows a 403 answer under its field (and an unknown field above the form)', async () => {
    const submit = vi.fn(async () => {
      throw new ApiError(403, 'A beacon with this UUID already exists', {
        uuid: 'A beacon with this UUID already exists',
        restaurant: 'Restaurant not found',
      });
    });
    const onClose = renderForm(submit);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ id: 'b1', name: 'Door', uuid: 'A' }));
    expect(await screen.findByText('A beacon with this UUID already exists')).toBeTruthy();
    expect(screen.getByLabelText('UUID').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Restaurant not found');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes at once when nothing changed, and asks before dropping changes', async () => {
    const onClose = renderForm(async () => ({ Message: 'ok' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Back door' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: DISCARD_TITLE });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(DISCARD_TITLE)).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Back door');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});
