/**
 * The menu item form (the spec): Name, Category, Description, Price, SKU, Bind Online POS Product (only when the
 * restaurant has Online POS), Image, Available, Tags with Generate AI Tags, collapsible Extras, Additional Options,
 * Additional Attributes, View Translations, Submit, Cancel.
 */
import {
  Button,
  Checkbox,
  Collapse,
  Divider,
  Grid,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MENU_MESSAGES } from '../../../contract/menu/constants';
import { menuRoutes } from '../../../contract/menu/routes';
import { menuItemForms, type MenuCategory, type MenuItem } from '../../../contract/menu/schemas';
import { EntityFormModal } from '../../components/EntityFormModal';
import { GalleryUpload } from '../../components/GalleryUpload';
import { ImageUpload } from '../../components/ImageUpload';
import { TranslationsViewer } from '../../components/TranslationsViewer';
import { ALL, allExtrasQuery, useMenuMutation } from './api';
import { ChoiceGroupsEditor } from './ChoiceGroupsEditor';
import { menuFormValues } from './menu-form-values';
import { PosProductSelect } from './PosProductSelect';
import { TagsField } from './TagsField';
import { formatAmount } from '../../lib/format';

interface Props {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
  categories: MenuCategory[];
  item?: MenuItem;
  /** The category shown on the page: a new product starts in it. */
  defaultCategory: string;
  posEnabled: boolean;
}

const TRANSLATED = [
  { key: 'name', label: 'Name' },
  { key: 'description', label: 'Description' },
];

export function MenuItemFormModal({
  opened,
  onClose,
  restaurant,
  categories,
  item,
  defaultCategory,
  posEnabled,
}: Props) {
  const add = useMenuMutation(menuRoutes.add, restaurant, { tags: true });
  const edit = useMenuMutation(menuRoutes.edit, restaurant, { tags: true });
  const extras = useQuery({ ...allExtrasQuery(restaurant), enabled: opened }).data ?? [];
  const [extrasOpen, { toggle }] = useDisclosure(!!item?.extras.length);
  const start = defaultCategory !== ALL ? defaultCategory : (categories[0]?._id ?? '');
  return (
    <EntityFormModal
      opened={opened}
      onClose={onClose}
      title={item ? 'Edit Menu' : 'Add Menu'}
      size="xl"
      schema={item ? menuItemForms.editBody : menuItemForms.createBody}
      hidden={{ restaurant, ...(item ? { id: item._id } : {}) }}
      initialValues={menuFormValues(item, start)}
      successMessage={MENU_MESSAGES.menuSaved}
      submit={(v) => ('id' in v ? edit.mutateAsync(v as never) : add.mutateAsync(v))}
    >
      {(f) => {
        const v = f.getValues();
        return (
          <>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 7 }}>
                <TextInput label="Name" withAsterisk data-autofocus autoComplete="off" {...f.getInputProps('name')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <Select
                  label="Category"
                  withAsterisk
                  data={categories.map((c) => ({ value: c._id, label: c.Category }))}
                  allowDeselect={false}
                  {...f.getInputProps('category')}
                />
              </Grid.Col>
            </Grid>
            <Textarea label="Description" autosize minRows={2} maxRows={6} {...f.getInputProps('description')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput label="Price" withAsterisk min={0} decimalScale={2} {...f.getInputProps('price')} />
              <TextInput label="SKU" {...f.getInputProps('sku')} />
            </SimpleGrid>
            {posEnabled && (
              <PosProductSelect
                restaurant={restaurant}
                value={v.onlineposproductid}
                onChange={(id) => f.setFieldValue('onlineposproductid', id)}
                error={f.errors.onlineposproductid}
              />
            )}
            <ImageUpload
              label="Image"
              value={v.image}
              onChange={(url) => f.setFieldValue('image', url)}
              error={f.errors.image}
            />
            <GalleryUpload
              label="Gallery images"
              value={v.GalleryImages}
              onChange={(urls) => f.setFieldValue('GalleryImages', urls)}
              max={20}
            />
            <Switch label="Available" {...f.getInputProps('isAvailable', { type: 'checkbox' })} />
            <TagsField
              value={v.tags}
              onChange={(tags) => f.setFieldValue('tags', tags)}
              name={v.name}
              description={v.description}
              error={f.errors.tags}
            />
            <Divider />
            <Button
              variant="subtle"
              onClick={toggle}
              leftSection={extrasOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
              w="fit-content"
              aria-expanded={extrasOpen}
              px={0}
            >
              Extras ({v.extras.length} of {extras.length})
            </Button>
            <Collapse expanded={extrasOpen}>
              {extras.length === 0 ? (
                <Text c="dimmed" size="sm">
                  No extras yet
                </Text>
              ) : (
                <Checkbox.Group
                  value={v.extras}
                  onChange={(ids) => f.setFieldValue('extras', ids)}
                  error={f.errors.extras}
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6}>
                    {extras.map((x) => (
                      <Checkbox
                        key={x._id}
                        value={x._id}
                        label={`${x.Name} (+${formatAmount(x.Price)})`}
                        description={x.isAvailable ? undefined : 'Not available'}
                      />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
              )}
            </Collapse>
            {f.errors.extras && !extrasOpen && (
              <Text c="red" size="sm">
                {f.errors.extras}
              </Text>
            )}
            <Divider />
            <ChoiceGroupsEditor form={f} kind="options" />
            <Divider />
            <ChoiceGroupsEditor form={f} kind="attributes" />
            <Group>
              <TranslationsViewer translation={v.translation} fields={TRANSLATED} />
            </Group>
          </>
        );
      }}
    </EntityFormModal>
  );
}
