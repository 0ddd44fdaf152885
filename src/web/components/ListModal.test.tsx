import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { renderWithProviders } from '../../../tests/support/web-render';
import { ListModal, type ListModalForm } from './ListModal';

type Tip = { _id: string; Name: string };
const create = z.object({ restaurant: z.string(), name: z.string().check(z.minLength(1, 'Name is required')) });
const form: ListModalForm<Tip, { name: string }> = {
  schemas: { create, edit: z.extend(create, { id: z.string() }) },
  values: (t) => ({ name: t?.Name ?? '' }),
  fields: (f) => <TextInput label="Name" {...f.getInputProps('name')} />,
};

function renderTips(
  save = vi.fn(async () => ({ Message: 'Saved!' })),
  remove = vi.fn(async () => ({ Message: 'Gone!' })),
) {
  renderWithProviders(
    <ListModal
      opened
      onClose={() => undefined}
      restaurant="r1"
      title="Tips Configurations"
      noun="tip"
      messages={{ created: 'Added!', updated: 'Updated!', deleted: 'Deleted!', empty: 'No tips yet' }}
      list={{ rows: [{ _id: 't1', Name: 'Kind' }] }}
      columns={[{ key: 'name', header: 'Name', render: (t) => t.Name }]}
      rowName={(t) => t.Name}
      form={form}
      save={save}
      remove={remove}
    />,
  );
  return { save, remove };
}

describe('ListModal', () => {
  it('adds with the restaurant, edits with the id as well, in forms named after the noun', async () => {
    const { save } = renderTips();
    const list = screen.getByRole('dialog', { name: 'Tips Configurations' });
    fireEvent.click(within(list).getByRole('button', { name: 'Add tip' }));
    const add = await screen.findByRole('dialog', { name: 'Add tip' });
    fireEvent.change(within(add).getByLabelText('Name'), { target: { value: 'Generous' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ restaurant: 'r1', name: 'Generous' }));
    expect(await screen.findByText('Saved!')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Edit Kind' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit tip' });
    expect((within(edit).getByLabelText('Name') as HTMLInputElement).value).toBe('Kind');
    fireEvent.click(within(edit).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith({ restaurant: 'r1', id: 't1', name: 'Kind' }));
  });

  it('asks before deleting a row, then deletes it and tells so', async () => {
    const { remove } = renderTips();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Kind' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete tip' });
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ _id: 't1', Name: 'Kind' }));
    expect(await screen.findByText('Gone!')).toBeTruthy();
  });
});
