/**
 * 'Add drinks': the drinks table (Image, Name, Description, Price, Action), 25 a page, and the drinks form with its
 * entries. A single entry becomes the default at price 0; ticking an entry's Default clears the others and sets its price 0.
 */
import { ActionIcon, Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CATALOGUE_MESSAGES, drinksAdd, drinksDelete, drinksEdit, type Drink } from '../../../contract/menu-catalogue';
import { EntityFormModal } from '../../components/EntityFormModal';
import { ImageUpload } from '../../components/ImageUpload';
import type { Column } from '../../components/PagedTable';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import { DeleteAction, deleteRecord, EditAction, RowActions } from '../../components/RowActions';
import { Thumbnail } from '../../components/Thumbnail';
import { money } from '../../lib/format';
import { drinksQuery, settingsQuery, useMenuMutation } from './api';

export function DrinksModal({ opened, onClose, restaurant }: { opened: boolean; onClose: () => void; restaurant: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery({ ...drinksQuery(restaurant, page), enabled: opened });
  const currency = useQuery(settingsQuery(restaurant)).data?.Currency ?? 'DKK';
  const [editing, setEditing] = useState<{ item?: Drink } | null>(null);
  const remove = useMenuMutation(drinksDelete, restaurant);
  const columns: Column<Drink>[] = [
    { key: 'image', header: 'Image', width: 72, render: (d) => <Thumbnail src={d.image} alt={d.name} /> },
    { key: 'name', header: 'Name', role: 'primary', render: (d) => <Text fw={500}>{d.name}</Text> },
    {
      key: 'description',
      header: 'Description',
      render: (d) => (
        <Text size="sm" lineClamp={2}>
          {[d.description, d.options.map((o) => `${o.name}${o.isDefault ? ' (default)' : ''}`).join(', ')].filter(Boolean).join(' · ') || '—'}
        </Text>
      ),
    },
    { key: 'price', header: 'Price', align: 'right', render: (d) => <Text style={{ whiteSpace: 'nowrap' }}>{money(d.price, currency)}</Text> },
    {
      key: 'actions',
      header: 'Action',
      role: 'actions',
      align: 'right',
      render: (d) => (
        <RowActions>
          <EditAction name={d.name} onClick={() => setEditing({ item: d })} />
          <DeleteAction name={d.name} onClick={() => deleteRecord({ title: 'Delete drinks', remove: () => remove.mutateAsync({ restaurant, id: d._id }), deleted: CATALOGUE_MESSAGES.drinksDeleted })} />
        </RowActions>
      ),
    },
  ];
  return (
    <Modal opened={opened} onClose={onClose} title="Drinks" size="xl" centered>
      <Group justify="flex-end" mb="sm">
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({})}>
          Add drink
        </Button>
      </Group>
      <QueryPagedTable caption="Drinks" query={query} columns={columns} rowKey={(d) => d._id} onPage={setPage} empty="No drinks yet" />
      <DrinkFormModal key={editing?.item?._id ?? 'new'} opened={!!editing} onClose={() => setEditing(null)} restaurant={restaurant} item={editing?.item} />
    </Modal>
  );
}

type Entry = { id?: string; name: string; price: number | string; isDefault: boolean };
type DrinkValues = { name: string; description: string; image: string; price: number | string; options: Entry[] };

function DrinkFormModal({ opened, onClose, restaurant, item }: { opened: boolean; onClose: () => void; restaurant: string; item?: Drink }) {
  const add = useMenuMutation(drinksAdd, restaurant);
  const edit = useMenuMutation(drinksEdit, restaurant);
  const initial: DrinkValues = {
    name: item?.name ?? '',
    description: item?.description ?? '',
    image: item?.image ?? '',
    price: item?.price ?? 0,
    options: item?.options.map((o) => ({ id: o.id, name: o.name, price: o.price, isDefault: o.isDefault })) ?? [],
  };
  return (
    <EntityFormModal
      opened={opened}
      onClose={onClose}
      title={item ? 'Edit Drinks' : 'Add Drinks'}
      schema={item ? drinksEdit.body : drinksAdd.body}
      hidden={{ restaurant, ...(item ? { id: item._id } : {}) }}
      initialValues={initial}
      successMessage={CATALOGUE_MESSAGES.drinksSaved}
      submit={(v) => ('id' in v ? edit.mutateAsync(v as never) : add.mutateAsync(v))}
    >
      {(f) => (
        <>
          <TextInput label="Name" withAsterisk data-autofocus {...f.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={2} {...f.getInputProps('description')} />
          <NumberInput label="Price" min={0} decimalScale={2} {...f.getInputProps('price')} />
          <ImageUpload label="Image" value={f.getValues().image} onChange={(url) => f.setFieldValue('image', url)} />
          <Entries form={f} />
        </>
      )}
    </EntityFormModal>
  );
}

function Entries({ form }: { form: UseFormReturnType<DrinkValues> }) {
  const entries = form.getValues().options;
  const setDefault = (i: number, on: boolean) =>
    entries.forEach((_, k) => {
      form.setFieldValue(`options.${k}.isDefault`, on && k === i);
      if (on && k === i) form.setFieldValue(`options.${k}.price`, 0);
    });
  const addEntry = () => form.insertListItem('options', { name: '', price: entries.length === 0 ? 0 : '', isDefault: entries.length === 0 });
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>Entries</Text>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={addEntry}>
          Add entry
        </Button>
      </Group>
      {entries.length === 1 && (
        <Text size="xs" c="dimmed">
          A single entry is the default, at price 0.
        </Text>
      )}
      {entries.map((e, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
          <TextInput aria-label="Entry name" placeholder="Name" style={{ flex: 1 }} {...form.getInputProps(`options.${i}.name`)} />
          <NumberInput aria-label="Entry price" placeholder="Price" min={0} decimalScale={2} w={110} disabled={e.isDefault || entries.length === 1} {...form.getInputProps(`options.${i}.price`)} />
          <Checkbox label="Default" mb={8} checked={e.isDefault || entries.length === 1} disabled={entries.length === 1} onChange={(ev) => setDefault(i, ev.currentTarget.checked)} />
          <ActionIcon color="red" variant="subtle" aria-label={`Remove entry ${e.name || i + 1}`} onClick={() => form.removeListItem('options', i)} mb={4}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
