import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { requiredText } from '../../contract/common';
import { crudForms, crudSchemas } from '../../contract/crud';
import { crudNotices } from '../../contract/notices';
import { ADMIN_ONLY } from '../../contract/roles';
import { routes } from '../../contract/route';
import { renderWithProviders } from '../../../tests/support/web-render';
import { defineResource } from '../lib/resource';
import { CrudListPage, type CrudForm } from './CrudListPage';

const item = z.object({ _id: z.string(), name: z.string() });
const M = crudNotices('thing', 'No things yet');
const forms = crudForms({ idKey: 'thingid', fields: { name: requiredText('Name') } });
/** Types the route table (the web never holds the schemas). */
const _schemas = crudSchemas({ noun: 'thing', item, forms, messages: M, pageSize: 10 });
const things = routes<typeof _schemas>()(
  { tag: 'Things', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/thing/fetch' },
    add: { method: 'POST', path: '/thing/add' },
    edit: { method: 'PUT', path: '/thing/edit' },
    delete: { method: 'DELETE', path: '/thing/delete' },
  },
);
const resource = defineResource({ name: 'things', api: things, forms, pageSize: 10 });
const form: CrudForm<z.infer<typeof item>, { name: string }> = {
  values: (t) => ({ name: t?.name ?? '' }),
  fields: (f) => <TextInput label="Name" {...f.getInputProps('name')} />,
};

/** The server: page 2 holds one thing; every call is recorded. */
function serve() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = url.startsWith('/api/thing/fetch')
        ? {
            data: [{ _id: 'a'.repeat(24), name: 'Lamp' }],
            meta: { current_page: 2, last_page: 2, total: 11, page_limit: 10 },
          }
        : { Message: 'Done!' };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const renderThings = (onSearch = vi.fn()) => {
  renderWithProviders(
    <CrudListPage
      search={{ page: 2 }}
      onSearch={onSearch}
      resource={resource}
      title="Spare Things"
      noun="Thing"
      messages={M}
      columns={[{ key: 'name', header: 'Name', render: (t) => t.name }]}
      rowName={(t) => t.name}
      form={form}
    />,
  );
  return onSearch;
};

describe('CrudListPage', () => {
  it("says its words from the noun and sends the contract's id key with an edit", async () => {
    const calls = serve();
    renderThings();
    expect(await screen.findByRole('table', { name: 'Spare things' })).toBeTruthy();
    expect(calls[0].url).toBe('/api/thing/fetch?page=2&size=10');

    fireEvent.click(screen.getByRole('button', { name: 'Add Thing' }));
    expect(await screen.findByRole('dialog', { name: 'Create Thing' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Lamp' }));
    const edit = await screen.findByRole('dialog', { name: 'Update Thing' });
    fireEvent.click(within(edit).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toEqual({
        method: 'PUT',
        url: '/api/thing/edit',
        body: { name: 'Lamp', thingid: 'a'.repeat(24) },
      }),
    );
  });

  it('asks before deleting, and steps back a page when the last row of a page goes', async () => {
    const calls = serve();
    const onSearch = renderThings();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Lamp' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete thing' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ page: 1 }));
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({
      method: 'DELETE',
      url: '/api/thing/delete',
      body: { thingid: 'a'.repeat(24) },
    });
  });
});
