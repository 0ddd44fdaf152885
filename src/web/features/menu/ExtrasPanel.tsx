/** The Extras entry: the extras table (Image, Name, Description, Price, Action), 25 a page, and the extra form. */
import { Button, Group, NumberInput, Paper, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CATALOGUE_MESSAGES } from '../../../contract/menu/constants';
import { menuRoutes } from '../../../contract/menu/routes';
import { extraForms, type ExtraFull } from '../../../contract/menu/schemas';
import { GalleryUpload } from '../../components/GalleryUpload';
import { ImageUpload } from '../../components/ImageUpload';
import { RestaurantFormModal, type ListModalForm } from '../../components/ListModal';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import type { Column } from '../../components/PagedTable';
import { actionsColumn, deleteRecord, stepBack } from '../../components/RowActions';
import { Thumbnail } from '../../components/Thumbnail';
import { TranslationsViewer } from '../../components/TranslationsViewer';
import { extrasQuery, settingsQuery, useMenuList, useMenuMutation } from './api';
import { NameCell, PanelTitle, PriceCell } from './menu-table';
import { PosProductSelect } from './PosProductSelect';

export function ExtrasPanel({
  editable,
  restaurant,
  posEnabled,
  onAdd,
}: {
  /** Whether the user may change the menu: otherwise no add, edit or delete. */
  editable: boolean;
  restaurant: string;
  posEnabled: boolean;
  onAdd: () => void;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery(extrasQuery(restaurant, page));
  const currency = useQuery(settingsQuery(restaurant)).data?.Currency ?? 'DKK';
  const [editing, setEditing] = useState<ExtraFull | null>(null);
  const remove = useMenuMutation(menuRoutes.deleteExtra, restaurant);
  const onDelete = (x: ExtraFull) =>
    deleteRecord({
      title: 'Delete extras',
      remove: () => remove.mutateAsync({ restaurant, id: x._id }),
      deleted: CATALOGUE_MESSAGES.extrasDeleted,
      onDeleted: stepBack(query.data?.data, page, setPage),
    });
  const columns: Column<ExtraFull>[] = [
    { key: 'image', header: 'Image', width: 72, render: (x) => <Thumbnail src={x.Image} alt={x.Name} /> },
    {
      key: 'name',
      header: 'Name',
      role: 'primary',
      render: (x) => <NameCell name={x.Name} available={x.isAvailable} />,
    },
    {
      key: 'description',
      header: 'Description',
      render: (x) => (
        <Text size="sm" lineClamp={2}>
          {x.Description || '—'}
        </Text>
      ),
    },
    { key: 'price', header: 'Price', align: 'right', render: (x) => <PriceCell price={x.Price} currency={currency} /> },
    ...(editable ? [actionsColumn({ name: (x: ExtraFull) => x.Name, onEdit: setEditing, onDelete })] : []),
  ];
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" mb="sm">
        <PanelTitle title="Extras" total={query.data?.meta.total} />
        {editable && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
            Add extras
          </Button>
        )}
      </Group>
      <QueryPagedTable
        caption="Extras"
        query={query}
        columns={columns}
        rowKey={(x) => x._id}
        onPage={setPage}
        empty="No extras yet"
      />
      <ExtraFormModal
        key={editing?._id ?? 'none'}
        opened={!!editing}
        onClose={() => setEditing(null)}
        restaurant={restaurant}
        posEnabled={posEnabled}
        item={editing ?? undefined}
      />
    </Paper>
  );
}

type ExtraValues = Pick<
  ExtraFull,
  'Name' | 'Description' | 'SKU' | 'OnlinePOSProductId' | 'isAvailable' | 'Image' | 'GalleryImages' | 'Translation'
> & { Price: number | string };

/** The extra form: Name, Description, Price, SKU, POS binding, Available, Image, gallery images. */
const extraForm = (restaurant: string, posEnabled: boolean): ListModalForm<ExtraFull, ExtraValues> => ({
  schemas: { create: extraForms.createBody, edit: extraForms.editBody },
  values: (x) => ({
    Name: x?.Name ?? '',
    Description: x?.Description ?? '',
    Price: x?.Price ?? '',
    SKU: x?.SKU ?? '',
    OnlinePOSProductId: x?.OnlinePOSProductId ?? '',
    isAvailable: x?.isAvailable ?? true,
    Image: x?.Image ?? '',
    GalleryImages: x?.GalleryImages ?? [],
    Translation: x?.Translation ?? {},
  }),
  fields: (f) => (
    <>
      <TextInput label="Name" withAsterisk data-autofocus {...f.getInputProps('Name')} />
      <Textarea label="Description" autosize minRows={2} {...f.getInputProps('Description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput label="Price" withAsterisk min={0} decimalScale={2} {...f.getInputProps('Price')} />
        <TextInput label="SKU" {...f.getInputProps('SKU')} />
      </SimpleGrid>
      {posEnabled && (
        <PosProductSelect
          restaurant={restaurant}
          value={f.getValues().OnlinePOSProductId}
          onChange={(id) => f.setFieldValue('OnlinePOSProductId', id)}
        />
      )}
      <Switch label="Available" {...f.getInputProps('isAvailable', { type: 'checkbox' })} />
      <ImageUpload
        label="Image"
        value={f.getValues().Image}
        onChange={(url) => f.setFieldValue('Image', url)}
        error={f.errors.Image}
      />
      <GalleryUpload
        label="Gallery images"
        value={f.getValues().GalleryImages}
        onChange={(urls) => f.setFieldValue('GalleryImages', urls)}
        max={20}
      />
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
  ),
});

export function ExtraFormModal({
  restaurant,
  posEnabled,
  item,
  ...props
}: {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
  posEnabled: boolean;
  item?: ExtraFull;
}) {
  const { save } = useMenuList(restaurant, { add: menuRoutes.addExtra, edit: menuRoutes.editExtra });
  const title = item ? 'Edit Extra' : 'Add Extra';
  return (
    <RestaurantFormModal
      {...props}
      restaurant={restaurant}
      item={item}
      title={title}
      form={extraForm(restaurant, posEnabled)}
      save={save}
      successMessage={CATALOGUE_MESSAGES.extrasSaved}
    />
  );
}
