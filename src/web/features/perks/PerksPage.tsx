import { Badge, Group, Text, Textarea, TextInput } from '@mantine/core';
import { PERK_MESSAGES } from '../../../contract/perks/routes';
import type { PerkItem } from '../../../contract/perks/schemas';
import { imageColumn, nameColumn } from '../../components/cells';
import { addEditTitles, CrudListPage, type CrudForm } from '../../components/CrudListPage';
import { ImageUpload } from '../../components/ImageUpload';
import type { Column } from '../../components/PagedTable';
import { TranslationsViewer } from '../../components/TranslationsViewer';
import type { ListPageProps } from '../../lib/list-search';
import { perksResource } from './api';

const columns: Column<PerkItem>[] = [
  imageColumn(
    (p) => p.image,
    (p) => p.name,
  ),
  nameColumn((p) => p.name),
  {
    key: 'description',
    header: 'Description',
    render: (p) => (
      <Text size="sm" lineClamp={2} maw={480}>
        {p.description || '—'}
      </Text>
    ),
  },
  {
    key: 'clicks',
    header: 'Click Count',
    align: 'right',
    render: (p) => (
      <Badge variant="light" color={p.CountUsage ? 'blue' : 'gray'}>
        {p.CountUsage}
      </Badge>
    ),
  },
];

type Values = Pick<
  PerkItem,
  'name' | 'description' | 'buttontext' | 'address' | 'content' | 'link' | 'image' | 'galleryimages' | 'translation'
>;

/** The perk modal: Name, Title, Button Text, Address, Content, Link, Image (the spec's screens). */
const form: CrudForm<PerkItem, Values> = {
  titles: addEditTitles('Perk'),
  values: (p) => ({
    name: p?.name ?? '',
    description: p?.description ?? '',
    buttontext: p?.buttontext ?? '',
    address: p?.address ?? '',
    content: p?.content ?? '',
    link: p?.link ?? '',
    image: p?.image ?? '',
    galleryimages: p?.galleryimages ?? [],
    translation: p?.translation ?? {},
  }),
  fields: (f) => (
    <>
      <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...f.getInputProps('name')} />
      <TextInput label="Title" autoComplete="off" {...f.getInputProps('description')} />
      <TextInput label="Button Text" autoComplete="off" {...f.getInputProps('buttontext')} />
      <TextInput label="Address" autoComplete="off" {...f.getInputProps('address')} />
      <Textarea label="Content" autosize minRows={3} maxRows={10} {...f.getInputProps('content')} />
      <TextInput label="Link" placeholder="https://" autoComplete="off" {...f.getInputProps('link')} />
      <ImageUpload
        label="Image"
        value={f.getValues().image}
        onChange={(url) => f.setFieldValue('image', url)}
        error={f.errors.image}
      />
      <Group>
        <TranslationsViewer
          translation={f.getValues().translation}
          fields={[
            { key: 'name', label: 'Name' },
            { key: 'description', label: 'Title' },
            { key: 'content', label: 'Content' },
          ]}
        />
      </Group>
    </>
  ),
};

/** /perks: partner perks shown in the customer apps, with the clicks they got. */
export function PerksPage(props: ListPageProps) {
  return (
    <CrudListPage
      {...props}
      resource={perksResource}
      title="Perks"
      noun="Perk"
      messages={PERK_MESSAGES}
      columns={columns}
      rowName={(p) => p.name}
      form={form}
    />
  );
}
