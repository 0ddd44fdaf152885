/**
 * 'Add drinks': the drinks table (Image, Name, Description, Price, Action), 25 a page, and the drinks form with its
 * entries. A single entry becomes the default at price 0; ticking an entry's Default clears the others and sets its price 0.
 */
import { ActionIcon, Button, Checkbox, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CATALOGUE_MESSAGES } from '../../../contract/menu/constants';
import { menuRoutes } from '../../../contract/menu/routes';
import { drinkForms, type Drink } from '../../../contract/menu/schemas';
import { imageColumn, nameColumn } from '../../components/cells';
import { ImageUpload } from '../../components/ImageUpload';
import { ListModal, type ListModalForm, type RestaurantModalProps } from '../../components/ListModal';
import type { Column } from '../../components/PagedTable';
import { formatAmount } from '../../lib/format';
import { drinksQuery, settingsQuery, useMenuList, useMenuMutation } from './api';

type Entry = { id?: string; name: string; price: number | string; isDefault: boolean };
type DrinkValues = { name: string; description: string; image: string; price: number | string; options: Entry[] };

const messages = { saved: CATALOGUE_MESSAGES.drinksSaved, deleted: CATALOGUE_MESSAGES.drinksDeleted };

const form: ListModalForm<Drink, DrinkValues> = {
  schemas: { create: drinkForms.createBody, edit: drinkForms.editBody },
  values: (d) => ({
    name: d?.name ?? '',
    description: d?.description ?? '',
    image: d?.image ?? '',
    price: d?.price ?? 0,
    options: d?.options.map((o) => ({ id: o.id, name: o.name, price: o.price, isDefault: o.isDefault })) ?? [],
  }),
  fields: (f) => (
    <>
      <TextInput label="Name" withAsterisk data-autofocus {...f.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...f.getInputProps('description')} />
      <NumberInput label="Price" min={0} decimalScale={2} {...f.getInputProps('price')} />
      <ImageUpload label="Image" value={f.getValues().image} onChange={(url) => f.setFieldValue('image', url)} />
      <Entries form={f} />
    </>
  ),
};

export function DrinksModal(props: RestaurantModalProps) {
  const { opened, restaurant } = props;
  const [page, setPage] = useState(1);
  const query = useQuery({ ...drinksQuery(restaurant, page), enabled: opened });
  const currency = useQuery(settingsQuery(restaurant)).data?.Currency ?? 'DKK';
  const { save } = useMenuList(restaurant, { add: menuRoutes.addDrinks, edit: menuRoutes.editDrinks });
  const remove = useMenuMutation(menuRoutes.deleteDrinks, restaurant);
  const columns: Column<Drink>[] = [
    imageColumn(
      (d) => d.image,
      (d) => d.name,
    ),
    nameColumn((d) => d.name),
    {
      key: 'description',
      header: 'Description',
      render: (d) => (
        <Text size="sm" lineClamp={2}>
          {[d.description, d.options.map((o) => `${o.name}${o.isDefault ? ' (default)' : ''}`).join(', ')]
            .filter(Boolean)
            .join(' · ') || '—'}
        </Text>
      ),
    },
    {
      key: 'price',
      header: 'Price',
      align: 'right',
      render: (d) => <Text style={{ whiteSpace: 'nowrap' }}>{formatAmount(d.price, currency)}</Text>,
    },
  ];
  return (
    <ListModal
      {...props}
      title="Drink choices"
      size="xl"
      noun="drink"
      labels={{ create: 'Add Drinks', edit: 'Edit Drinks', delete: 'Delete drinks' }}
      empty="No drink choices yet: drinks a customer can pick with an item"
      messages={messages}
      list={{ query, onPage: setPage }}
      columns={columns}
      rowName={(d) => d.name}
      form={form}
      save={save}
      remove={(d) => remove.mutateAsync({ restaurant, id: d._id })}
    />
  );
}

function Entries({ form }: { form: UseFormReturnType<DrinkValues> }) {
  const entries = form.getValues().options;
  const setDefault = (i: number, on: boolean) =>
    entries.forEach((_, k) => {
      form.setFieldValue(`options.${k}.isDefault`, on && k === i);
      if (on && k === i) form.setFieldValue(`options.${k}.price`, 0);
    });
  const addEntry = () =>
    form.insertListItem('options', { name: '', price: entries.length === 0 ? 0 : '', isDefault: entries.length === 0 });
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
          <TextInput
            aria-label="Entry name"
            placeholder="Name"
            style={{ flex: 1 }}
            {...form.getInputProps(`options.${i}.name`)}
          />
          <NumberInput
            aria-label="Entry price"
            placeholder="Price"
            min={0}
            decimalScale={2}
            w={110}
            disabled={e.isDefault || entries.length === 1}
            {...form.getInputProps(`options.${i}.price`)}
          />
          <Checkbox
            label="Default"
            mb={8}
            checked={e.isDefault || entries.length === 1}
            disabled={entries.length === 1}
            onChange={(ev) => setDefault(i, ev.currentTarget.checked)}
          />
          <ActionIcon
            color="red"
            variant="subtle"
            aria-label={`Remove entry ${e.name || i + 1}`}
            onClick={() => form.removeListItem('options', i)}
            mb={4}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
