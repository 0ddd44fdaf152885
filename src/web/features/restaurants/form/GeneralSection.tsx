import { Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { GalleryUpload } from '../../../components/GalleryUpload';
import { ImageUpload } from '../../../components/ImageUpload';
import { TranslationsViewer } from '../../../components/TranslationsViewer';
import { RESTAURANT_GALLERY_MAX } from '../../../../contract/restaurants/constants';
import type { RestaurantForm } from '../form-values';
import { Section } from './Section';

const TRANSLATED = [
  { key: 'name', label: 'Name' },
  { key: 'description', label: 'Description' },
  { key: 'address', label: 'Address' },
];

/** Name, address, description, images and the translations preview. */
export function GeneralSection({ form }: { form: RestaurantForm }) {
  const v = form.getValues();
  return (
    <Section title="General">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...form.getInputProps('name')} />
        <TextInput label="Address" withAsterisk autoComplete="off" {...form.getInputProps('address')} />
        <TextInput
          label="CVR number"
          description="Printed on invoices (8 digits)"
          inputMode="numeric"
          maxLength={8}
          autoComplete="off"
          {...form.getInputProps('cvr')}
        />
      </SimpleGrid>
      <Textarea label="Description" autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ImageUpload
          label="Cover image"
          value={v.coverimage}
          onChange={(url) => form.setFieldValue('coverimage', url)}
          error={form.errors.coverimage}
        />
        <ImageUpload
          label="Default menu image"
          description="Shown for menu items without a photo"
          value={v.menuplaceholder}
          onChange={(url) => form.setFieldValue('menuplaceholder', url)}
          error={form.errors.menuplaceholder}
        />
      </SimpleGrid>
      <GalleryUpload
        label="Gallery images"
        value={v.galleryimages}
        onChange={(urls) => form.setFieldValue('galleryimages', urls)}
        max={RESTAURANT_GALLERY_MAX}
      />
      <Group>
        <TranslationsViewer translation={v.translation} fields={TRANSLATED} />
      </Group>
    </Section>
  );
}
