/**
 * 'Add Category' / 'Edit Category': name, description, hidden, the kitchen's prep-time target, an optional availability
 * window, translations.
 */
import { NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { Availability } from '../../../contract/availability';
import { MENU_MESSAGES } from '../../../contract/menu/constants';
import { menuRoutes } from '../../../contract/menu/routes';
import { categoryForms, type MenuCategory } from '../../../contract/menu/schemas';
import { OptionalAvailability } from '../../components/AvailabilityEditor';
import { RestaurantFormModal, type ListModalForm } from '../../components/ListModal';
import { TranslationsViewer } from '../../components/TranslationsViewer';
import { useMenuList } from './api';

interface Props {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
  item?: MenuCategory;
}

type Values = {
  category: string;
  description: string;
  ishidden: boolean;
  availability: Availability | null;
  targetMinutes: number | null;
  translation: Record<string, Record<string, string>>;
};

const form: ListModalForm<MenuCategory, Values> = {
  size: 'xl',
  schemas: { create: categoryForms.createBody, edit: categoryForms.editBody },
  values: (c) => ({
    category: c?.Category ?? '',
    description: c?.Description ?? '',
    ishidden: c?.IsHidden ?? false,
    availability: c?.availability ?? null,
    targetMinutes: c?.targetMinutes ?? null,
    translation: c?.Translation ?? {},
  }),
  fields: (f) => (
    <Stack gap="sm">
      <TextInput label="Category" withAsterisk data-autofocus {...f.getInputProps('category')} />
      <Textarea label="Description" autosize minRows={2} {...f.getInputProps('description')} />
      <Switch label="Hidden" {...f.getInputProps('ishidden', { type: 'checkbox' })} />
      <NumberInput
        label="Prep-time target (minutes)"
        description="How long the kitchen aims to take for orders with these items; empty: the restaurant's preparation time"
        min={1}
        max={240}
        allowDecimal={false}
        allowNegative={false}
        w={{ base: '100%', sm: 320 }}
        {...f.getInputProps('targetMinutes')}
        value={f.getValues().targetMinutes ?? ''}
        onChange={(v) => f.setFieldValue('targetMinutes', typeof v === 'number' ? v : null)}
      />
      <OptionalAvailability value={f.getValues().availability} onChange={(a) => f.setFieldValue('availability', a)} />
      <TranslationsViewer
        translation={f.getValues().translation}
        fields={[
          { key: 'category', label: 'Category' },
          { key: 'description', label: 'Description' },
        ]}
      />
    </Stack>
  ),
};

export function CategoryFormModal({ item, ...props }: Props) {
  const { save } = useMenuList(props.restaurant, { add: menuRoutes.addCategory, edit: menuRoutes.editCategory });
  return (
    <RestaurantFormModal
      {...props}
      item={item}
      title={item ? 'Edit Category' : 'Add Category'}
      form={form}
      save={save}
      successMessage={MENU_MESSAGES.categorySaved}
    />
  );
}
