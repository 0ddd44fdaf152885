/** 'Automated Push': pushes sent Delay minutes after an order with one of the products, at most Times per visit; 10 a page. */
import { Button, Group, Modal, NumberInput, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchMenu } from '../../../contract/menu';
import { AUTOMATED_PUSH_MESSAGES as M, automatedPushAdd, automatedPushDelete, automatedPushEdit, type AutomatedPushItem } from '../../../contract/restaurant-config/automated-push';
import { EntityFormModal } from '../../components/EntityFormModal';
import { MenuPicker } from '../../components/MenuPicker';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import { DeleteAction, deleteRecord, EditAction, RowActions } from '../../components/RowActions';
import { callApi } from '../../lib/api-client';
import { ApiError } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { automatedPushQuery, useConfigMutation } from './api';

/** Every menu item of the restaurant, by category, for choosing products. */
function useProducts(restaurant: string, enabled: boolean) {
  return useQuery({
    queryKey: ['menu', restaurant, 'items', 'All', 1, 1000],
    queryFn: ({ signal }) => callApi(fetchMenu, { query: { restaurant, category: 'All', page: 1, size: 1000 }, signal }),
    enabled,
    select: (a) => a.data,
  });
}

export function AutomatedPushModal({ opened, onClose, restaurant }: { opened: boolean; onClose: () => void; restaurant: string }) {
  const [page, setPage] = useState(1);
  const pushes = useQuery({ ...automatedPushQuery(restaurant, page), enabled: opened });
  const products = useProducts(restaurant, opened);
  const [editing, setEditing] = useState<{ item?: AutomatedPushItem } | null>(null);
  const remove = useConfigMutation(automatedPushDelete, restaurant, ['autopush']);
  const nameOf = (id: string) => products.data?.find((p) => p._id === id)?.name ?? 'Removed product';
  return (
    <Modal opened={opened} onClose={onClose} title="Automated Push" size="xl" centered>
      <Group justify="flex-end" mb="sm">
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({})}>
          Add automated push
        </Button>
      </Group>
      <QueryPagedTable
        caption="Automated Push"
        query={pushes}
        onPage={setPage}
        rowKey={(p) => p._id}
        empty={M.empty}
        columns={[
          { key: 'name', header: 'Name', role: 'primary', render: (p) => <Text fw={500}>{p.Name}</Text> },
          { key: 'products', header: 'Products', render: (p) => <Text size="sm" lineClamp={2}>{p.Products.map(nameOf).join(', ')}</Text> },
          { key: 'delay', header: 'Delay', render: (p) => `${p.Delay} min` },
          { key: 'times', header: 'Times per visit', render: (p) => p.TimesPerVisit },
          { key: 'title', header: 'Title', render: (p) => p.Title },
          { key: 'enabled', header: 'Enabled', render: (p) => <Text c={p.Enabled ? 'green' : 'dimmed'} fw={500}>{p.Enabled ? 'Enabled' : 'Disabled'}</Text> },
          {
            key: 'actions',
            header: 'Action',
            role: 'actions',
            align: 'right',
            render: (p) => (
              <RowActions>
                <EditAction name={p.Name} onClick={() => setEditing({ item: p })} />
                <DeleteAction name={p.Name} onClick={() => deleteRecord({ title: 'Delete automated push', remove: () => remove.mutateAsync({ body: { id: p._id } }), deleted: M.deleted })} />
              </RowActions>
            ),
          },
        ]}
      />
      <PushForm
        key={editing?.item?._id ?? 'new'}
        opened={!!editing}
        onClose={() => setEditing(null)}
        restaurant={restaurant}
        item={editing?.item}
      />
    </Modal>
  );
}

function PushForm({ opened, onClose, restaurant, item }: { opened: boolean; onClose: () => void; restaurant: string; item?: AutomatedPushItem }) {
  const add = useConfigMutation(automatedPushAdd, restaurant, ['autopush']);
  const edit = useConfigMutation(automatedPushEdit, restaurant, ['autopush']);
  const initial = {
    name: item?.Name ?? '',
    products: item?.Products ?? [],
    delay: item?.Delay ?? ('' as unknown as number),
    timespervisit: item?.TimesPerVisit ?? ('' as unknown as number),
    title: item?.Title ?? '',
    message: item?.Message ?? '',
    enabled: item?.Enabled ?? true,
  };
  // A refused save is also shown as an error notification (spec part 2, section 8).
  const submit = async (run: () => Promise<{ Message: string }>) => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof ApiError) notifyError(err.message);
      throw err;
    }
  };
  return (
    <EntityFormModal
      opened={opened}
      onClose={onClose}
      title={item ? 'Edit automated push' : 'Add automated push'}
      size="lg"
      schema={item ? automatedPushEdit.body : automatedPushAdd.body}
      hidden={{ restaurant, ...(item ? { id: item._id } : {}) }}
      initialValues={initial}
      successMessage={item ? M.updated : M.created}
      submit={(v) => submit(() => ('id' in v ? edit.mutateAsync({ body: v as never }) : add.mutateAsync({ body: v })))}
    >
      {(f) => (
        <>
          <TextInput label="Name" withAsterisk data-autofocus {...f.getInputProps('name')} />
          <MenuPicker restaurantId={restaurant} label="Products" value={f.getValues().products} onChange={(ids) => f.setFieldValue('products', ids)} error={f.errors.products} />
          <Group grow>
            <NumberInput label="Delay" withAsterisk suffix=" min" min={0} allowDecimal={false} {...f.getInputProps('delay')} />
            <NumberInput label="Times per visit" withAsterisk min={1} allowDecimal={false} {...f.getInputProps('timespervisit')} />
          </Group>
          <TextInput label="Title" withAsterisk {...f.getInputProps('title')} />
          <Textarea label="Message" withAsterisk autosize minRows={2} {...f.getInputProps('message')} />
          <Switch label="Enabled" {...f.getInputProps('enabled', { type: 'checkbox' })} />
        </>
      )}
    </EntityFormModal>
  );
}
