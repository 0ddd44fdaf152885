import { Badge, Button, Group, NumberInput, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { defaultAvailability, type Availability } from '../../../contract/availability';
import { PROMO_MESSAGES, type PromoType } from '../../../contract/promos/routes';
import type { Promo } from '../../../contract/promos/schemas';
import { DATED_STATUSES, type DatedStatus } from '../../../contract/promotions';
import { imageColumn, nameColumn, NoWrap } from '../../components/cells';
import { AvailabilityEditor } from '../../components/AvailabilityEditor';
import { addEditTitles, CrudListPage, type CrudForm } from '../../components/CrudListPage';
import { ImageUpload } from '../../components/ImageUpload';
import type { Column } from '../../components/PagedTable';
import { RestaurantPicker } from '../../components/RestaurantPicker';
import { TranslationsViewer } from '../../components/TranslationsViewer';
import { formatAmount, shortDay } from '../../lib/format';
import { DATED_STATUS_LABELS, DateRangeFields, defaultDates } from '../../components/DateRangeFields';
import type { ListPageProps } from '../../lib/list-search';
import { promosResource } from './api';
import { PromoOrderModal } from './PromoOrderModal';

const columns: Column<Promo>[] = [
  imageColumn(
    (p) => p.Thumbnail || p.Image,
    (p) => p.Name,
  ),
  nameColumn(
    (p) => p.Name,
    (p) =>
      p.Header && (
        <Text size="xs" c="dimmed">
          {p.Header}
        </Text>
      ),
  ),
  { key: 'start', header: 'Start Date', render: (p) => <NoWrap>{shortDay(p.StartDate)}</NoWrap> },
  { key: 'end', header: 'End Date', render: (p) => <NoWrap>{shortDay(p.EndDate)}</NoWrap> },
  { key: 'price', header: 'Price', align: 'right', render: (p) => <NoWrap>{formatAmount(p.Price, 'DKK')}</NoWrap> },
  {
    key: 'usage',
    header: 'Usage',
    align: 'right',
    render: (p) => (
      <Badge variant="light" color={p.usage ? 'blue' : 'gray'}>
        {p.usage}
      </Badge>
    ),
  },
  { key: 'restaurant', header: 'Restaurant', render: (p) => p.Restaurant.Name },
];

type Values = {
  name: string;
  header: string;
  description: string;
  restaurant: string;
  image: string;
  thumbnail: string;
  startdate: string;
  enddate: string;
  price: number;
  termsandcondition: string;
  translation: Record<string, Record<string, string>>;
  availability: Availability;
  isheystranger: boolean;
  isheyfriends: boolean;
  isMultipleUse: boolean;
  multipleLimit: number;
};

const form: CrudForm<Promo, Values> = {
  titles: addEditTitles('Promo'),
  size: 'xl',
  values: (p) => ({
    name: p?.Name ?? '',
    header: p?.Header ?? '',
    description: p?.Description ?? '',
    restaurant: p?.Restaurant._id ?? '',
    image: p?.Image ?? '',
    thumbnail: p?.Thumbnail ?? '',
    ...(p ? { startdate: p.StartDate, enddate: p.EndDate } : defaultDates()),
    price: p?.Price ?? ('' as unknown as number),
    termsandcondition: p?.TermsAndCondition ?? '',
    translation: p?.Translation ?? {},
    availability: p?.Availability ?? defaultAvailability(),
    isheystranger: p?.IsHeyStranger ?? false,
    isheyfriends: p?.IsHeyFriends ?? false,
    isMultipleUse: p?.IsMultipleUse ?? false,
    multipleLimit: p?.MultipleLimit ?? 1,
  }),
  fields: (f) => {
    const v = f.getValues();
    return (
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...f.getInputProps('name')} />
          <TextInput label="Header" autoComplete="off" {...f.getInputProps('header')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} maxRows={6} {...f.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <RestaurantPicker
            required
            value={v.restaurant || null}
            onChange={(r) => f.setFieldValue('restaurant', r ?? '')}
            error={f.errors.restaurant as string | undefined}
          />
          <NumberInput label="Price" withAsterisk min={0} decimalScale={2} {...f.getInputProps('price')} />
        </SimpleGrid>
        <DateRangeFields form={f} />
        <Textarea
          label="Terms And Condition"
          autosize
          minRows={2}
          maxRows={6}
          {...f.getInputProps('termsandcondition')}
        />
        <Group gap="xl">
          <Switch label="Is Hey Stranger" {...f.getInputProps('isheystranger', { type: 'checkbox' })} />
          <Switch label="Is Hey Friends" {...f.getInputProps('isheyfriends', { type: 'checkbox' })} />
          <Switch label="Is Mutiple Use" {...f.getInputProps('isMultipleUse', { type: 'checkbox' })} />
        </Group>
        {v.isMultipleUse && (
          <NumberInput
            label="Multiple Limit"
            withAsterisk
            min={1}
            allowDecimal={false}
            maw={220}
            {...f.getInputProps('multipleLimit')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ImageUpload
            label="Image"
            value={v.image}
            onChange={(url) => f.setFieldValue('image', url)}
            error={f.errors.image as string | undefined}
          />
          <ImageUpload
            label="Thumbnail"
            value={v.thumbnail}
            onChange={(url) => f.setFieldValue('thumbnail', url)}
            error={f.errors.thumbnail as string | undefined}
          />
        </SimpleGrid>
        <Text fw={500} size="sm">
          Availability
        </Text>
        <AvailabilityEditor value={v.availability} onChange={(a) => f.setFieldValue('availability', a)} />
        <Group>
          <TranslationsViewer
            translation={v.translation}
            fields={[
              { key: 'name', label: 'Name' },
              { key: 'header', label: 'Header' },
              { key: 'description', label: 'Description' },
            ]}
          />
        </Group>
      </Stack>
    );
  },
};

/** /promos/{status}: promos by status with their usage; heyStranger and heyFriends ordering. */
export function PromosPage(props: ListPageProps<{ page: number; status: DatedStatus }>) {
  const [ordering, setOrdering] = useState<PromoType | null>(null);
  const orderButtons = (
    <Group gap="sm" mb="sm">
      <Text size="sm" c="dimmed">
        Order of the promos in the apps:
      </Text>
      <Button size="xs" variant="default" onClick={() => setOrdering('heystranger')}>
        heyStranger
      </Button>
      <Button size="xs" variant="default" onClick={() => setOrdering('heyfriends')}>
        heyFriends
      </Button>
    </Group>
  );
  const statuses = { list: DATED_STATUSES, labels: DATED_STATUS_LABELS };
  return (
    <>
      <CrudListPage
        actionsHeader="Actions"
        {...props}
        resource={promosResource}
        title="Promos"
        noun="Promo"
        messages={PROMO_MESSAGES}
        columns={columns}
        rowName={(p) => p.Name}
        form={form}
        statuses={statuses}
        above={orderButtons}
      />
      {ordering && <PromoOrderModal type={ordering} onClose={() => setOrdering(null)} />}
    </>
  );
}
