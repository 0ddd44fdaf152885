import { Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DATED_STATUSES, type DatedStatus } from '../../../contract/promotions';
import { STAMP_MESSAGES } from '../../../contract/stamps/routes';
import type { Stamp } from '../../../contract/stamps/schemas';
import { nameColumn, NoWrap } from '../../components/cells';
import { addEditTitles, CrudListPage, type CrudForm } from '../../components/CrudListPage';
import { MenuPicker } from '../../components/MenuPicker';
import type { Column } from '../../components/PagedTable';
import { RestaurantPicker } from '../../components/RestaurantPicker';
import { TranslationsViewer } from '../../components/TranslationsViewer';
import { DATED_STATUS_LABELS, DateRangeFields, defaultDates } from '../../components/DateRangeFields';
import { shortDay } from '../../lib/format';
import type { ListPageProps } from '../../lib/list-search';
import { stampsResource } from './api';
import { ProductsPicker, RewardPicker } from './ProductPicker';

const columns: Column<Stamp>[] = [
  nameColumn((s) => s.Name),
  { key: 'restaurant', header: 'Restaurant', render: (s) => s.Restaurant.Name },
  { key: 'start', header: 'Start Date', render: (s) => <NoWrap>{shortDay(s.StartDate)}</NoWrap> },
  { key: 'end', header: 'End Date', render: (s) => <NoWrap>{shortDay(s.EndDate)}</NoWrap> },
  { key: 'max', header: 'Max Product Purchase To Redeem Reward', align: 'right', render: (s) => s.MaxCount },
  {
    key: 'products',
    header: 'Products',
    render: (s) => (
      <Text size="sm" maw={280}>
        {s.ProductNames.map((n) => n || 'N/A').join(', ')}
      </Text>
    ),
  },
  {
    key: 'reward',
    header: 'Reward',
    render: (s) => (
      <Text size="sm" c="grape.8" fw={500}>
        {s.RewardName || 'N/A'}
      </Text>
    ),
  },
];

type Values = {
  name: string;
  description: string;
  restaurant: string;
  products: string[];
  rewardid: string;
  maxcount: number;
  startdate: string;
  enddate: string;
  translation: Record<string, Record<string, string>>;
};

const form: CrudForm<Stamp, Values> = {
  titles: addEditTitles('Stamp'),
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
            // The spec's validation rules: changing the restaurant clears products and reward.
            f.setFieldValue('restaurant', r ?? '');
            f.setFieldValue('products', []);
            f.setFieldValue('rewardid', '');
          }}
          error={f.errors.restaurant as string | undefined}
        />
        <DateRangeFields form={f} />
        <NumberInput
          label="Max Product Purchase To Redeem Reward"
          withAsterisk
          min={1}
          max={1000}
          allowDecimal={false}
          {...f.getInputProps('maxcount')}
        />
        {v.restaurant ? (
          // The shared menu picker: categories first, then their items (a new restaurant starts it afresh).
          <MenuPicker
            key={v.restaurant}
            restaurantId={v.restaurant}
            label="Products"
            value={v.products}
            onChange={(ids) => f.setFieldValue('products', ids)}
            error={f.errors.products}
          />
        ) : (
          <ProductsPicker
            label="Products"
            restaurant=""
            value={[]}
            onChange={() => undefined}
            error={f.errors.products as string | undefined}
          />
        )}
        <RewardPicker
          label="Reward"
          restaurant={v.restaurant}
          value={v.rewardid}
          onChange={(id) => f.setFieldValue('rewardid', id)}
          error={f.errors.rewardid as string | undefined}
        />
        <Group>
          <TranslationsViewer
            translation={v.translation}
            fields={[
              { key: 'name', label: 'Name' },
              { key: 'description', label: 'Description' },
            ]}
          />
        </Group>
      </Stack>
    );
  },
};

/** /stamps: stamp cards by status; products and reward from the restaurant's menu. */
export function StampsPage(props: ListPageProps<{ page: number; status: DatedStatus }>) {
  const statuses = { list: DATED_STATUSES, labels: DATED_STATUS_LABELS };
  return (
    <CrudListPage
      actionsHeader="Actions"
      {...props}
      resource={stampsResource}
      title="Stamps"
      noun="Stamp"
      messages={STAMP_MESSAGES}
      columns={columns}
      rowName={(s) => s.Name}
      form={form}
      statuses={statuses}
    />
  );
}
