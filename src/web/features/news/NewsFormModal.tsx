import { Group, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { GALLERY_MAX, NEWS_MESSAGES, newsCreateBody, newsEditBody, type NewsItem } from '../../../contract/news';
import { EntityFormModal } from '../../components/EntityFormModal';
import { GalleryUpload } from '../../components/GalleryUpload';
import { ImageUpload } from '../../components/ImageUpload';
import { TranslationsViewer } from '../../components/TranslationsViewer';
import { useSaveNews } from './api';

interface NewsFormModalProps {
  /** The item to edit; undefined creates a new one. */
  item: NewsItem | undefined;
  opened: boolean;
  onClose: () => void;
}

type NewsValues = { name: string; description: string; image: string; galleryimages: string[]; translation: Record<string, Record<string, string>> };

const TRANSLATED = [
  { key: 'name', label: 'Name' },
  { key: 'description', label: 'Description' },
];

function NewsFields({ form }: { form: UseFormReturnType<NewsValues> }) {
  const values = form.getValues();
  return (
    <>
      <TextInput label="Name" withAsterisk autoComplete="off" {...form.getInputProps('name')} data-autofocus />
      <Textarea label="Description" autosize minRows={3} maxRows={10} {...form.getInputProps('description')} />
      <ImageUpload label="Image" value={values.image} onChange={(url) => form.setFieldValue('image', url)} error={form.errors.image} />
      <GalleryUpload label="Gallery" value={values.galleryimages} onChange={(urls) => form.setFieldValue('galleryimages', urls)} max={GALLERY_MAX} />
      <Group>
        <TranslationsViewer translation={values.translation} fields={TRANSLATED} />
      </Group>
    </>
  );
}

/** 'Create News' / 'Update News': name, description, image, gallery, translations (spec part 1, section 2). */
export function NewsFormModal({ item, opened, onClose }: NewsFormModalProps) {
  const save = useSaveNews();
  const fields: NewsValues = {
    name: item?.name ?? '',
    description: item?.description ?? '',
    image: item?.image ?? '',
    galleryimages: item?.galleryimages ?? [],
    translation: item?.translation ?? {},
  };
  const common = { opened, onClose, submit: save.mutateAsync };
  return item ? (
    <EntityFormModal {...common} title="Update News" schema={newsEditBody} initialValues={{ ...fields, id: item._id }} successMessage={NEWS_MESSAGES.updated}>
      {(form) => <NewsFields form={form as unknown as UseFormReturnType<NewsValues>} />}
    </EntityFormModal>
  ) : (
    <EntityFormModal {...common} title="Create News" schema={newsCreateBody} initialValues={fields} successMessage={NEWS_MESSAGES.created}>
      {(form) => <NewsFields form={form as unknown as UseFormReturnType<NewsValues>} />}
    </EntityFormModal>
  );
}
