/** The higher-category manager: drag to order (saved at once), checkboxes to delete, add and edit in a form. */
import { ActionIcon, Badge, Button, Checkbox, Group, Loader, Modal, MultiSelect, Switch, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defaultAvailability } from '../../../contract/availability';
import type { MenuCategory } from '../../../contract/menu';
import { CATALOGUE_MESSAGES, higherAdd, higherDelete, higherEdit, higherUpdateOrder, type HigherCategory } from '../../../contract/menu-catalogue';
import { AvailabilityEditor } from '../../components/AvailabilityEditor';
import { confirmAction } from '../../components/confirm';
import { EntityFormModal } from '../../components/EntityFormModal';
import { SortableList } from '../../components/SortableList';
import { TranslationsViewer } from '../../components/TranslationsViewer';
import { notifyError, notifySuccess } from '../../lib/notify';
import { higherQuery, useMenuMutation } from './api';

interface Props {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
  categories: MenuCategory[];
}

export function HigherCategoryModal({ opened, onClose, restaurant, categories }: Props) {
  const query = useQuery({ ...higherQuery(restaurant), enabled: opened });
  const [checked, setChecked] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ item?: HigherCategory } | null>(null);
  const [order, setOrder] = useState<string[] | null>(null);
  const remove = useMenuMutation(higherDelete, restaurant);
  const sort = useMenuMutation(higherUpdateOrder, restaurant);
  const list = query.data ?? [];
  const shown = order ? order.map((id) => list.find((h) => h._id === id)).filter((h): h is HigherCategory => !!h) : list;
  const nameOf = (id: string) => categories.find((c) => c._id === id)?.Category ?? '';

  const run = async (what: () => Promise<{ Message: string }>, after?: () => void) => {
    try {
      notifySuccess((await what()).Message);
      after?.();
    } catch (err) {
      notifyError(err instanceof Error ? err.message : String(err));
    }
  };
  const onReorder = (ids: string[]) => {
    setOrder(ids);
    void run(() => sort.mutateAsync({ restaurant, categories: ids.map((_id, Order) => ({ _id, Order })) })).finally(() => setOrder(null));
  };
  const onDelete = async () => {
    if (!(await confirmAction({ title: 'Delete higher categories', message: 'Are you sure you want to delete record?', confirmLabel: 'Delete', danger: true }))) return;
    await run(() => remove.mutateAsync({ restaurant, ids: checked }), () => setChecked([]));
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Higher Categories" size="lg" centered>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed">
          Group menu categories (e.g. Lunch) with their own hours. Drag to order.
        </Text>
        <Group gap="xs">
          {checked.length > 0 && (
            <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={14} />} onClick={onDelete}>
              Delete ({checked.length})
            </Button>
          )}
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({})}>
            Add higher category
          </Button>
        </Group>
      </Group>
      {query.isPending ? (
        <Loader aria-label="Loading higher categories" />
      ) : list.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          No data yet
        </Text>
      ) : (
        <SortableList
          items={shown}
          idOf={(h) => h._id}
          nameOf={(h) => h.Category}
          onReorder={onReorder}
          disabled={sort.isPending}
          render={(h) => (
            <Group gap="xs" wrap="nowrap" p={6} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}>
              <Checkbox aria-label={`Select ${h.Category} for deletion`} checked={checked.includes(h._id)} onChange={(e) => setChecked((xs) => (e.currentTarget.checked ? [...xs, h._id] : xs.filter((x) => x !== h._id)))} />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={500}>{h.Category}</Text>
                <Group gap={4}>
                  {h.TaggedCategories.map((id) => (
                    <Badge key={id} size="xs" variant="light">
                      {nameOf(id)}
                    </Badge>
                  ))}
                </Group>
              </div>
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" aria-label={`Edit ${h.Category}`} onClick={() => setEditing({ item: h })}>
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        />
      )}
      <HigherForm key={editing?.item?._id ?? 'new'} opened={!!editing} onClose={() => setEditing(null)} restaurant={restaurant} categories={categories} item={editing?.item} />
    </Modal>
  );
}

function HigherForm({ opened, onClose, restaurant, categories, item }: Props & { item?: HigherCategory }) {
  const add = useMenuMutation(higherAdd, restaurant);
  const edit = useMenuMutation(higherEdit, restaurant);
  return (
    <EntityFormModal
      opened={opened}
      onClose={onClose}
      title={item ? 'Edit Higher Category' : 'Add Higher Category'}
      size="xl"
      schema={item ? higherEdit.body : higherAdd.body}
      hidden={{ restaurant, ...(item ? { id: item._id } : {}) }}
      initialValues={{
        name: item?.Category ?? '',
        description: item?.Description ?? '',
        taggedcategories: item?.TaggedCategories ?? [],
        availability: item?.Availability ?? null,
        translation: item?.Translation ?? {},
      }}
      successMessage={CATALOGUE_MESSAGES.higherSaved}
      submit={(v) => ('id' in v ? edit.mutateAsync(v as never) : add.mutateAsync(v))}
    >
      {(f) => (
        <>
          <TextInput label="Name" withAsterisk data-autofocus {...f.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={2} {...f.getInputProps('description')} />
          <MultiSelect label="Categories" data={categories.map((c) => ({ value: c._id, label: c.Category }))} searchable {...f.getInputProps('taggedcategories')} />
          <Switch label="Only available at set times" checked={!!f.getValues().availability} onChange={(e) => f.setFieldValue('availability', e.currentTarget.checked ? defaultAvailability() : null)} />
          {f.getValues().availability && <AvailabilityEditor value={f.getValues().availability!} onChange={(a) => f.setFieldValue('availability', a)} />}
          <Group>
            <TranslationsViewer translation={f.getValues().translation} fields={[{ key: 'Category', label: 'Name' }, { key: 'Description', label: 'Description' }]} />
          </Group>
        </>
      )}
    </EntityFormModal>
  );
}
