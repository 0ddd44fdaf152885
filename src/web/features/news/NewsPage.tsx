import { Badge, Group, Text, Textarea, TextInput } from '@mantine/core';
import { GALLERY_MAX } from '../../../contract/common';
import { NEWS_MESSAGES } from '../../../contract/news/routes';
import type { NewsItem } from '../../../contract/news/schemas';
import { imageColumn, nameColumn, NoWrap } from '../../components/cells';
import { CrudListPage, type CrudForm } from '../../components/CrudListPage';
import { GalleryUpload } from '../../components/GalleryUpload';
import { ImageUpload } from '../../components/ImageUpload';
import type { Column } from '../../components/PagedTable';
import { TranslationsViewer } from '../../components/TranslationsViewer';
import { dateTime } from '../../lib/format';
import type { ListPageProps } from '../../lib/list-search';
import { newsResource } from './api';

const columns: Column<NewsItem>[] = [
  imageColumn(
    (n) => n.image,
    (n) => n.name,
  ),
  nameColumn((n) => n.name),
  {
    key: 'description',
    header: 'Description',
    render: (n) => (
      <Text size="sm" lineClamp={2} maw={520}>
        {n.description || '—'}
      </Text>
    ),
  },
  {
    key: 'gallery',
    header: 'Gallery',
    align: 'center',
    render: (n) => (
      <Badge variant="light" color={n.galleryimages.length ? 'blue' : 'gray'}>
        {n.galleryimages.length}
      </Badge>
    ),
  },
  { key: 'date', header: 'Published', render: (n) => <NoWrap>{dateTime(n.createdAt)}</NoWrap> },
];

const TRANSLATED = [
  { key: 'name', label: 'Name' },
  { key: 'description', label: 'Description' },
];

/** 'Create News' / 'Update News': name, description, image, gallery, translations (the spec's screens). */
const form: CrudForm<NewsItem, Pick<NewsItem, 'name' | 'description' | 'image' | 'galleryimages' | 'translation'>> = {
  values: (n) => ({
    name: n?.name ?? '',
    description: n?.description ?? '',
    image: n?.image ?? '',
    galleryimages: n?.galleryimages ?? [],
    translation: n?.translation ?? {},
  }),
  fields: (f) => (
    <>
      <TextInput label="Name" withAsterisk autoComplete="off" {...f.getInputProps('name')} data-autofocus />
      <Textarea label="Description" autosize minRows={3} maxRows={10} {...f.getInputProps('description')} />
      <ImageUpload
        label="Image"
        value={f.getValues().image}
        onChange={(url) => f.setFieldValue('image', url)}
        error={f.errors.image}
      />
      <GalleryUpload
        label="Gallery"
        value={f.getValues().galleryimages}
        onChange={(urls) => f.setFieldValue('galleryimages', urls)}
        max={GALLERY_MAX}
      />
      <Group>
        <TranslationsViewer translation={f.getValues().translation} fields={TRANSLATED} />
      </Group>
    </>
  ),
};

/** /news: the news feeds of the customer apps. */
export function NewsPage(props: ListPageProps) {
  return (
    <CrudListPage
      {...props}
      resource={newsResource}
      title="News Feeds"
      noun="News"
      messages={NEWS_MESSAGES}
      columns={columns}
      rowName={(n) => n.name}
      form={form}
    />
  );
}
