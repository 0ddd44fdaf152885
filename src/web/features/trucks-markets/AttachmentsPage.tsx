import { Badge, Text, Textarea, TextInput } from '@mantine/core';
import { MARKET_MESSAGES, TRUCK_MESSAGES, type AttachmentItem } from '../../../contract/attachments-crud';
import { CrudListPage, type CrudForm } from '../../components/CrudListPage';
import type { Column } from '../../components/PagedTable';
import { marketsResource, trucksResource } from './api';

const columns: Column<AttachmentItem>[] = [
  { key: 'name', header: 'Name', role: 'primary', render: (a) => <Text fw={500}>{a.name}</Text> },
  { key: 'description', header: 'Description', render: (a) => <Text size="sm" lineClamp={2} maw={560}>{a.description || '—'}</Text> },
  { key: 'deals', header: 'Deals', align: 'right', render: (a) => <Badge variant="light" color={a.Deals ? 'blue' : 'gray'}>{a.Deals}</Badge> },
];

const form = (noun: string): CrudForm<AttachmentItem, { name: string; description: string }> => ({
  titles: { create: `Add ${noun}`, edit: `Edit ${noun}` },
  values: (a) => ({ name: a?.name ?? '', description: a?.description ?? '' }),
  fields: (f) => (
    <>
      <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...f.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} maxRows={6} {...f.getInputProps('description')} />
    </>
  ),
});

interface Props {
  page: number;
  onPage: (page: number) => void;
}

/** /trucks: the trucks deals are attached to. */
export function TrucksPage({ page, onPage }: Props) {
  return (
    <CrudListPage
      resource={trucksResource}
      params={{ page }}
      page={page}
      onPage={onPage}
      title="Trucks"
      caption="Trucks"
      empty={TRUCK_MESSAGES.empty}
      columns={columns}
      rowName={(a) => a.name}
      messages={TRUCK_MESSAGES}
      addLabel="Add Truck"
      deleteTitle="Delete truck"
      form={form('Truck')}
    />
  );
}

/** /markets: the markets deals are attached to. */
export function MarketsPage({ page, onPage }: Props) {
  return (
    <CrudListPage
      resource={marketsResource}
      params={{ page }}
      page={page}
      onPage={onPage}
      title="Markets"
      caption="Markets"
      empty={MARKET_MESSAGES.empty}
      columns={columns}
      rowName={(a) => a.name}
      messages={MARKET_MESSAGES}
      addLabel="Add Market"
      deleteTitle="Delete market"
      form={form('Market')}
    />
  );
}
