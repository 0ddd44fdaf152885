import { Badge, Text, Textarea, TextInput } from '@mantine/core';
import { MARKET_MESSAGES, TRUCK_MESSAGES } from '../../../contract/trucks-markets/routes';
import type { AttachmentItem } from '../../../contract/trucks-markets/schemas';
import { nameColumn } from '../../components/cells';
import { addEditTitles, CrudListPage, type CrudForm } from '../../components/CrudListPage';
import type { Column } from '../../components/PagedTable';
import type { ListPageProps } from '../../lib/list-search';
import { marketsResource, trucksResource } from './api';

const columns: Column<AttachmentItem>[] = [
  nameColumn((a) => a.name),
  {
    key: 'description',
    header: 'Description',
    render: (a) => (
      <Text size="sm" lineClamp={2} maw={560}>
        {a.description || '—'}
      </Text>
    ),
  },
  {
    key: 'deals',
    header: 'Deals',
    align: 'right',
    render: (a) => (
      <Badge variant="light" color={a.Deals ? 'blue' : 'gray'}>
        {a.Deals}
      </Badge>
    ),
  },
];

const form: CrudForm<AttachmentItem, { name: string; description: string }> = {
  values: (a) => ({ name: a?.name ?? '', description: a?.description ?? '' }),
  fields: (f) => (
    <>
      <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...f.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} maxRows={6} {...f.getInputProps('description')} />
    </>
  ),
};
const trucksForm = { ...form, titles: addEditTitles('Truck') };
const marketsForm = { ...form, titles: addEditTitles('Market') };

/** /trucks: the trucks deals are attached to. */
export function TrucksPage(props: ListPageProps) {
  return (
    <CrudListPage
      {...props}
      resource={trucksResource}
      title="Trucks"
      noun="Truck"
      messages={TRUCK_MESSAGES}
      columns={columns}
      rowName={(a) => a.name}
      form={trucksForm}
    />
  );
}

/** /markets: the markets deals are attached to. */
export function MarketsPage(props: ListPageProps) {
  return (
    <CrudListPage
      {...props}
      resource={marketsResource}
      title="Markets"
      noun="Market"
      messages={MARKET_MESSAGES}
      columns={columns}
      rowName={(a) => a.name}
      form={marketsForm}
    />
  );
}
