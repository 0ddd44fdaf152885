import { Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DATED_STATUSES, type DatedStatus } from '../../../contract/promotions-common';
import { STAMP_MESSAGES, type Stamp } from '../../../contract/stamps';
import { CrudListPage, type CrudForm } from '../../components/CrudListPage';
import { MenuPicker } from '../../components/MenuPicker';
import type { Column } from '../../components/PagedTable';
import { RestaurantPicker } from '../../components/RestaurantPicker';
import { StatusTabs } from '../../components/StatusTabs';
import { TranslationsViewer } from '../../components/TranslationsViewer';
import { DATED_STATUS_LABELS, DateRangeFields, defaultDates, shortDay } from '../../components/DateRangeFields';
import { stampsResource } from './api';
import { ProductsPicker, RewardPicker } from './ProductPicker';

const columns: Column<Stamp>[] = [
  { key: 'name', header: 'Name', role: 'primary', render: (s) => <Text fw={500}>{s.Name}</Text> },
  { key: 'restaurant', header: 'Restaurant', render: (s) => s.Restaurant.Name },
  { key: 'start', header: 'Start Date', render: (s) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{shortDay(s.StartDate)}</Text> },
  { key: 'end', header: 'End Date', render: (s) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{shortDay(s.EndDate)}</Text> },
  { key: 'max', header: 'Max Product Purchase To Redeem Reward', align: 'right', render: (s) => s.MaxCount },
  { key: 'products', header: 'Products', render: (s) => <Text size="sm" maw={280}>{s.ProductNames.map((n) => n || 'N/A').join(', ')}</Text> },
  { key: 'reward', header: 'Reward', render: (s) => <Text size="sm" c="grape.8" fw={500}>{s.RewardName || 'N/A'}</Text> },
];

type Values = { name: string; description: string; restaurant: string; products: string[]; rewardid: string; maxcount: number; startdate: string; enddate: string; translation: Record<string, Record<string, string>> };

const form: CrudForm<Stamp, Values> = {
  titles: { create: 'Add Stamp', edit: 'Edit Stamp' },
  size: 'lg',
  values: (s) => ({
    name: s?.Name ?? '',
    description: s?.Description ?? '',
    restaurant: s?.Restaurant._id ?? '',
    products: s?.Products ?? [],
    rewardid: s?.RewardId ?? '',
    maxcount: s?.MaxCount ?? ('' as unknown as number),
    ...(s ? { startdate: s.StartDate, enddate: s.EndDate } : defaultDates()),
    translation: s?.Translation ?? {},
  }),
  fields: (f) => {
    const v = f.getValues();
    return (
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...f.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} maxRows={6} {...f.getInputProps('description')} />
        <RestaurantPicker
          required
          value={v.restaurant || null}
          onChange={(r) => {
            // Spec part 2, section 5: changing the restaurant clears products and reward.
            f.setFieldValue('restaurant', r ?? '');
            f.setFieldValue('products', []);
            f.setFieldValue('rewardid', '');
          }}
          error={f.errors.restaurant as string | undefined}
        />
        <DateRangeFields form={f} />
        <NumberInput label="Max Product Purchase To Redeem Reward" withAsterisk min={1} max={1000} allowDecimal={false} {...f.getInputProps('maxcount')} />
        {v.restaurant ? (
          // The shared menu picker: categories first, then their items (a new restaurant starts it afresh).
          <MenuPicker key={v.restaurant} restaurantId={v.restaurant} label="Products" value={v.products} onChange={(ids) => f.setFieldValue('products', ids)} error={f.errors.products} />
        ) : (
          <ProductsPicker label="Products" restaurant="" value={[]} onChange={() => undefined} error={f.errors.products as string | undefined} />
        )}
        <RewardPicker label="Reward" restaurant={v.restaurant} value={v.rewardid} onChange={(id) => f.setFieldValue('rewardid', id)} error={f.errors.rewardid as string | undefined} />
        <Group>
          <TranslationsViewer translation={v.translation} fields={[{ key: 'name', label: 'Name' }, { key: 'description', label: 'Description' }]} />
        </Group>
      </Stack>
    );
  },
};

interface Props {
  status: DatedStatus;
  page: number;
  onSearch: (s: { status: DatedStatus; page: number }) => void;
}

/** /stamps: stamp cards by status; products and reward from the restaurant's menu. */
export function StampsPage({ status, page, onSearch }: Props) {
  return (
    <CrudListPage
      resource={stampsResource}
      params={{ page, status }}
      page={page}
      onPage={(p) => onSearch({ status, page: p })}
      title="Stamps"
      caption="Stamps"
      empty={STAMP_MESSAGES.empty}
      columns={columns}
      rowName={(s) => s.Name}
      messages={STAMP_MESSAGES}
      addLabel="Add Stamp"
      deleteTitle="Delete stamp"
      form={form}
      above={<StatusTabs value={status} onChange={(s) => onSearch({ status: s, page: 1 })} statuses={DATED_STATUSES} labels={DATED_STATUS_LABELS} />}
    />
  );
}
