import { Badge, Group, Text, Textarea, TextInput } from '@mantine/core';
import { GALLERY_MAX, NEWS_MESSAGES, type NewsItem } from '../../../contract/news';
import { CrudListPage, type CrudForm } from '../../components/CrudListPage';
import { GalleryUpload } from '../../components/GalleryUpload';
import { ImageUpload } from '../../components/ImageUpload';
import type { Column } from '../../components/PagedTable';
import { Thumbnail } from '../../components/Thumbnail';
import { TranslationsViewer } from '../../components/TranslationsViewer';
import { dateTime } from '../../lib/format';
import { newsResource } from './api';

const columns: Column<NewsItem>[] = [
  { key: 'image', header: 'Image', width: 72, render: (n) => <Thumbnail src={n.image} alt={n.name} /> },
  { key: 'name', header: 'Name', role: 'primary', render: (n) => <Text fw={500}>{n.name}</Text> },
  { key: 'description', header: 'Description', render: (n) => <Text size="sm" lineClamp={2} maw={520}>{n.description || '—'}</Text> },
  { key: 'gallery', header: 'Gallery', align: 'center', render: (n) => <Badge variant="light" color={n.galleryimages.length ? 'blue' : 'gray'}>{n.galleryimages.length}</Badge> },
  { key: 'date', header: 'Published', render: (n) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{dateTime(n.createdAt)}</Text> },
];

const TRANSLATED = [
  { key: 'name', label: 'Name' },
  { key: 'description', label: 'Description' },
];

/** 'Create News' / 'Update News': name, description, image, gallery, translations (spec part 1, section 2). */
const form: CrudForm<NewsItem, Pick<NewsItem, 'name' | 'description' | 'image' | 'galleryimages' | 'translation'>> = {
  titles: { create: 'Create News', edit: 'Update News' },
  values: (n) => ({ name: n?.name ?? '', description: n?.description ?? '', image: n?.image ?? '', galleryimages: n?.galleryimages ?? [], translation: n?.translation ?? {} }),
  fields: (f) => (
    <>
      <TextInput label="Name" withAsterisk autoComplete="off" {...f.getInputProps('name')} data-autofocus />
      <Textarea label="Description" autosize minRows={3} maxRows={10} {...f.getInputProps('description')} />
      <ImageUpload label="Image" value={f.getValues().image} onChange={(url) => f.setFieldValue('image', url)} error={f.errors.image} />
      <GalleryUpload label="Gallery" value={f.getValues().galleryimages} onChange={(urls) => f.setFieldValue('galleryimages', urls)} max={GALLERY_MAX} />
      <Group>
        <TranslationsViewer translation={f.getValues().translation} fields={TRANSLATED} />
      </Group>
    </>
  ),
};

/** /news: the news feeds of the customer apps. */
export function NewsPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  return (
    <CrudListPage
      resource={newsResource}
      params={{ page }}
      page={page}
      onPage={onPage}
      title="News Feeds"
      caption="News feeds"
      empty="No news yet"
      columns={columns}
      rowName={(n) => n.name}
      messages={NEWS_MESSAGES}
      addLabel="Add News"
      deleteTitle="Delete news"
      form={form}
    />
  );
}
