/** The higher-category manager: drag to order (saved at once), checkboxes to delete, add and edit in a form. */
import { Badge, Button, Checkbox, Group, Modal, MultiSelect, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Availability } from '../../../contract/availability';
import { CATALOGUE_MESSAGES } from '../../../contract/menu/constants';
import { menuRoutes } from '../../../contract/menu/routes';
import { higherCategoryForms, type HigherCategory, type MenuCategory } from '../../../contract/menu/schemas';
import { OptionalAvailability } from '../../components/AvailabilityEditor';
import { confirmAction } from '../../components/confirm';
import { RestaurantFormModal, type ListModalForm } from '../../components/ListModal';
import { ListState } from '../../components/ListState';
import { EditIcon } from '../../components/RowActions';
import { SortableList, useReorder, useSelection } from '../../components/SortableList';
import { TranslationsViewer } from '../../components/TranslationsViewer';
import { notifyOutcome } from '../../lib/notify';
import { higherQuery, useMenuList, useMenuMutation } from './api';

interface Props {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
  categories: MenuCategory[];
}

export function HigherCategoryModal({ opened, onClose, restaurant, categories }: Props) {
  const query = useQuery({ ...higherQuery(restaurant), enabled: opened });
  const selection = useSelection();
  const [editing, setEditing] = useState<{ item?: HigherCategory } | null>(null);
  const { save } = useMenuList(restaurant, { add: menuRoutes.addHigherCategory, edit: menuRoutes.editHigherCategory });
  const remove = useMenuMutation(menuRoutes.deleteHigherCategories, restaurant);
  const sort = useMenuMutation(menuRoutes.reorderHigherCategories, restaurant);
  const list = query.data ?? [];
  const { shown, onReorder } = useReorder(
    list,
    (h) => h._id,
    (ids) =>
      notifyOutcome(() => sort.mutateAsync({ restaurant, categories: ids.map((_id, Order) => ({ _id, Order })) })),
  );
  const nameOf = (id: string) => categories.find((c) => c._id === id)?.Category ?? '';

  const onDelete = async () => {
    if (
      !(await confirmAction({
        title: 'Delete higher categories',
        message: 'Are you sure you want to delete record?',
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    if (await notifyOutcome(() => remove.mutateAsync({ restaurant, ids: selection.checked }))) selection.clear();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Higher Categories" size="lg" centered>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed">
          Group menu categories (e.g. Lunch) with their own hours. Drag to order.
        </Text>
        <Group gap="xs">
          {selection.checked.length > 0 && (
            <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={14} />} onClick={onDelete}>
              Delete ({selection.checked.length})
            </Button>
          )}
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({})}>
            Add higher category
          </Button>
        </Group>
      </Group>
      <ListState
        loading={query.isPending}
        loadingLabel="Loading higher categories"
        empty={list.length === 0}
        emptyText="No data yet"
      >
        <SortableList
          items={shown}
          idOf={(h) => h._id}
          nameOf={(h) => h.Category}
          onReorder={onReorder}
          disabled={sort.isPending}
          render={(h) => (
            <Group
              gap="xs"
              wrap="nowrap"
              p={6}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
            >
              <Checkbox
                aria-label={`Select ${h.Category} for deletion`}
                checked={selection.has(h._id)}
                onChange={(e) => selection.toggle(h._id, e.currentTarget.checked)}
              />
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
              <EditIcon name={h.Category} onClick={() => setEditing({ item: h })} />
            </Group>
          )}
        />
      </ListState>
      <RestaurantFormModal
        key={editing?.item?._id ?? 'new'}
        opened={!!editing}
        onClose={() => setEditing(null)}
        restaurant={restaurant}
        item={editing?.item}
        title={editing?.item ? 'Edit Higher Category' : 'Add Higher Category'}
        form={higherForm(categories)}
        save={save}
        successMessage={CATALOGUE_MESSAGES.higherSaved}
      />
    </Modal>
  );
}

type Values = {
  name: string;
  description: string;
  taggedcategories: string[];
  availability: Availability | null;
  translation: HigherCategory['Translation'];
};

const higherForm = (categories: MenuCategory[]): ListModalForm<HigherCategory, Values> => ({
  size: 'xl',
  schemas: { create: higherCategoryForms.createBody, edit: higherCategoryForms.editBody },
  values: (h) => ({
    name: h?.Category ?? '',
    description: h?.Description ?? '',
    taggedcategories: h?.TaggedCategories ?? [],
    availability: h?.Availability ?? null,
    translation: h?.Translation ?? {},
  }),
  fields: (f) => (
    <>
      <TextInput label="Name" withAsterisk data-autofocus {...f.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...f.getInputProps('description')} />
      <MultiSelect
        label="Categories"
        data={categories.map((c) => ({ value: c._id, label: c.Category }))}
        searchable
        {...f.getInputProps('taggedcategories')}
      />
      <OptionalAvailability value={f.getValues().availability} onChange={(a) => f.setFieldValue('availability', a)} />
      <Group>
        <TranslationsViewer
          translation={f.getValues().translation}
          fields={[
            { key: 'Category', label: 'Name' },
            { key: 'Description', label: 'Description' },
          ]}
        />
      </Group>
    </>
  ),
});
