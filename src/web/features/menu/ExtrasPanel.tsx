/** The Extras entry: the extras table (Image, Name, Description, Price, Action), 25 a page, and the extra form. */
import { Button, Group, NumberInput, Paper, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CATALOGUE_MESSAGES, extrasAdd, extrasDelete, extrasEdit, type ExtraFull } from '../../../contract/menu-catalogue';
import { EntityFormModal } from '../../components/EntityFormModal';
import { GalleryUpload } from '../../components/GalleryUpload';
import { ImageUpload } from '../../components/ImageUpload';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import type { Column } from '../../components/PagedTable';
import { DeleteAction, deleteRecord, EditAction, RowActions } from '../../components/RowActions';
import { Thumbnail } from '../../components/Thumbnail';
import { TranslationsViewer } from '../../components/TranslationsViewer';
import { money } from '../../lib/format';
import { extrasQuery, settingsQuery, useMenuMutation } from './api';
import { PosProductSelect } from './PosProductSelect';

export function ExtrasPanel({ restaurant, posEnabled, onAdd }: { restaurant: string; posEnabled: boolean; onAdd: () => void }) {
  const [page, setPage] = useState(1);
  const query = useQuery(extrasQuery(restaurant, page));
  const currency = useQuery(settingsQuery(restaurant)).data?.Currency ?? 'DKK';
  const [editing, setEditing] = useState<ExtraFull | null>(null);
  const remove = useMenuMutation(extrasDelete, restaurant);
  const columns: Column<ExtraFull>[] = [
    { key: 'image', header: 'Image', width: 72, render: (x) => <Thumbnail src={x.Image} alt={x.Name} /> },
    {
      key: 'name',
      header: 'Name',
      role: 'primary',
      render: (x) => (
        <div>
          <Text fw={500}>{x.Name}</Text>
          {!x.isAvailable && (
            <Text size="xs" c="red">
              Not available
            </Text>
          )}
        </div>
      ),
    },
    { key: 'description', header: 'Description', render: (x) => <Text size="sm" lineClamp={2}>{x.Description || '—'}</Text> },
    { key: 'price', header: 'Price', align: 'right', render: (x) => <Text style={{ whiteSpace: 'nowrap' }}>{money(x.Price, currency)}</Text> },
    {
      key: 'actions',
      header: 'Action',
      role: 'actions',
      align: 'right',
      render: (x) => (
        <RowActions>
          <EditAction name={x.Name} onClick={() => setEditing(x)} />
          <DeleteAction
            name={x.Name}
            onClick={() =>
              deleteRecord({
                title: 'Delete extras',
                remove: () => remove.mutateAsync({ restaurant, id: x._id }),
                deleted: CATALOGUE_MESSAGES.extrasDeleted,
                onDeleted: () => query.data?.data.length === 1 && page > 1 && setPage(page - 1),
              })
            }
          />
        </RowActions>
      ),
    },
  ];
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>
          Extras
          {query.data && (
            <Text span c="dimmed" fw={400}>
              {' '}
              · {query.data.meta.total}
            </Text>
          )}
        </Text>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
          Add extras
        </Button>
      </Group>
      <QueryPagedTable caption="Extras" query={query} columns={columns} rowKey={(x) => x._id} onPage={setPage} empty="No extras yet" />
      <ExtraFormModal key={editing?._id ?? 'none'} opened={!!editing} onClose={() => setEditing(null)} restaurant={restaurant} posEnabled={posEnabled} item={editing ?? undefined} />
    </Paper>
  );
}

/** The extra form: Name, Description, Price, SKU, POS binding, Available, Image, gallery images. */
export function ExtraFormModal({ opened, onClose, restaurant, posEnabled, item }: { opened: boolean; onClose: () => void; restaurant: string; posEnabled: boolean; item?: ExtraFull }) {
  const add = useMenuMutation(extrasAdd, restaurant);
  const edit = useMenuMutation(extrasEdit, restaurant);
  return (
    <EntityFormModal
      opened={opened}
      onClose={onClose}
      title={item ? 'Edit Extra' : 'Add Extra'}
      schema={item ? extrasEdit.body : extrasAdd.body}
      hidden={{ restaurant, ...(item ? { id: item._id } : {}) }}
      initialValues={{
        Name: item?.Name ?? '',
        Description: item?.Description ?? '',
        Price: (item?.Price ?? '') as number | string,
        SKU: item?.SKU ?? '',
        OnlinePOSProductId: item?.OnlinePOSProductId ?? '',
        isAvailable: item?.isAvailable ?? true,
        Image: item?.Image ?? '',
        GalleryImages: item?.GalleryImages ?? [],
        Translation: item?.Translation ?? {},
      }}
      successMessage={CATALOGUE_MESSAGES.extrasSaved}
      submit={(v) => ('id' in v ? edit.mutateAsync(v as never) : add.mutateAsync(v))}
    >
      {(f) => (
        <>
          <TextInput label="Name" withAsterisk data-autofocus {...f.getInputProps('Name')} />
          <Textarea label="Description" autosize minRows={2} {...f.getInputProps('Description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput label="Price" withAsterisk min={0} decimalScale={2} {...f.getInputProps('Price')} />
            <TextInput label="SKU" {...f.getInputProps('SKU')} />
          </SimpleGrid>
          {posEnabled && <PosProductSelect restaurant={restaurant} value={f.getValues().OnlinePOSProductId} onChange={(id) => f.setFieldValue('OnlinePOSProductId', id)} />}
          <Switch label="Available" {...f.getInputProps('isAvailable', { type: 'checkbox' })} />
          <ImageUpload label="Image" value={f.getValues().Image} onChange={(url) => f.setFieldValue('Image', url)} error={f.errors.Image} />
          <GalleryUpload label="Gallery images" value={f.getValues().GalleryImages} onChange={(urls) => f.setFieldValue('GalleryImages', urls)} max={20} />
          <Group>
            <TranslationsViewer
              translation={f.getValues().Translation}
              fields={[
                { key: 'Name', label: 'Name' },
                { key: 'Description', label: 'Description' },
              ]}
            />
          </Group>
        </>
      )}
    </EntityFormModal>
  );
}
