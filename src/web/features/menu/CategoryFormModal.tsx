/** 'Add Category' / 'Edit Category': name, description, hidden, an optional availability window, translations. */
import { Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { defaultAvailability } from '../../../contract/availability';
import { categoryAdd, categoryEdit, MENU_MESSAGES, type MenuCategory } from '../../../contract/menu';
import { AvailabilityEditor } from '../../components/AvailabilityEditor';
import { EntityFormModal } from '../../components/EntityFormModal';
import { TranslationsViewer } from '../../components/TranslationsViewer';
import { useMenuMutation } from './api';

interface Props {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
  item?: MenuCategory;
}

export function CategoryFormModal({ opened, onClose, restaurant, item }: Props) {
  const add = useMenuMutation(categoryAdd, restaurant);
  const edit = useMenuMutation(categoryEdit, restaurant);
  return (
    <EntityFormModal
      opened={opened}
      onClose={onClose}
      title={item ? 'Edit Category' : 'Add Category'}
      schema={item ? categoryEdit.body : categoryAdd.body}
      hidden={{ restaurant, ...(item ? { id: item._id } : {}) }}
      initialValues={{
        category: item?.Category ?? '',
        description: item?.Description ?? '',
        ishidden: item?.IsHidden ?? false,
        availability: item?.availability ?? null,
        translation: item?.Translation ?? {},
      }}
      successMessage={MENU_MESSAGES.categorySaved}
      submit={(v) => ('id' in v ? edit.mutateAsync(v as never) : add.mutateAsync(v))}
      size="xl"
    >
      {(f) => (
        <Stack gap="sm">
          <TextInput label="Category" withAsterisk data-autofocus {...f.getInputProps('category')} />
          <Textarea label="Description" autosize minRows={2} {...f.getInputProps('description')} />
          <Switch label="Hidden" {...f.getInputProps('ishidden', { type: 'checkbox' })} />
          <Switch
            label="Only available at set times"
            checked={!!f.getValues().availability}
            onChange={(e) => f.setFieldValue('availability', e.currentTarget.checked ? defaultAvailability() : null)}
          />
          {f.getValues().availability && <AvailabilityEditor value={f.getValues().availability!} onChange={(a) => f.setFieldValue('availability', a)} />}
          <TranslationsViewer
            translation={f.getValues().translation}
            fields={[
              { key: 'category', label: 'Category' },
              { key: 'description', label: 'Description' },
            ]}
          />
        </Stack>
      )}
    </EntityFormModal>
  );
}
