import '@mantine/dates/styles.css';
import {
  Group,
  Input,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { calendarDay } from '../../../contract/dates';
import { addDays, zonedEnd, zonedStart } from '../../lib/zoned';
import type { DealType } from '../../../contract/deals/routes';
import type { Deal, DealFormValues } from '../../../contract/deals/schemas';
import type { CrudForm } from '../../components/CrudListPage';
import { DateRangeFields } from '../../components/DateRangeFields';
import { ImageUpload } from '../../components/ImageUpload';
import { TranslationsViewer } from '../../components/TranslationsViewer';
import { UserSearch } from '../../components/UserSearch';
import { attachmentsQuery } from './api';

type DealValues = DealFormValues;

const TRANSLATED = [
  { key: 'name', label: 'Name' },
  { key: 'header', label: 'Header' },
  { key: 'description', label: 'Description' },
];

function AttachmentPicker({ form }: { form: UseFormReturnType<DealValues> }) {
  const type = form.getValues().type as DealType;
  const choices = useQuery(attachmentsQuery(type));
  return (
    <MultiSelect
      label={type === 'truck' ? 'Trucks' : 'Markets'}
      withAsterisk
      placeholder={choices.isLoading ? 'Loading…' : `Choose ${type === 'truck' ? 'trucks' : 'markets'}`}
      data={(choices.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
      searchable
      clearable
      nothingFoundMessage="No results found"
      {...form.getInputProps('details')}
    />
  );
}

function DealFields({ form, custom }: { form: UseFormReturnType<DealValues>; custom: boolean }) {
  const v = form.getValues();
  const setType = (type: string) => {
    // The spec's states and transitions: choosing a type clears the attached details.
    form.setFieldValue('type', type as DealType);
    form.setFieldValue('details', []);
  };
  return (
    <>
      <TextInput label="Name" withAsterisk autoComplete="off" {...form.getInputProps('name')} data-autofocus />
      <TextInput label="Header" {...form.getInputProps('header')} />
      <Textarea label="Description" autosize minRows={2} maxRows={8} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label="Price" min={0} decimalScale={2} thousandSeparator=" " {...form.getInputProps('price')} />
        {custom && (
          <TextInput label="Promo code" withAsterisk autoComplete="off" {...form.getInputProps('promocode')} />
        )}
      </SimpleGrid>
      <ImageUpload
        label="Image"
        value={v.image ?? ''}
        onChange={(url) => form.setFieldValue('image', url)}
        error={form.errors.image}
      />
      <Stack gap={4}>
        <Input.Label required>Deal type</Input.Label>
        <SegmentedControl
          aria-label="Deal type"
          value={v.type ?? 'market'}
          onChange={setType}
          data={[
            { label: 'Market', value: 'market' },
            { label: 'Truck', value: 'truck' },
          ]}
        />
      </Stack>
      <AttachmentPicker form={form} />
      <DateRangeFields form={form} labels={['Start date', 'End date']} />
      <Switch
        label="Exclusive deal (only for chosen users)"
        {...form.getInputProps('isexclusive', { type: 'checkbox' })}
      />
      {v.isexclusive && (
        <>
          <Stack gap={2}>
            <UserSearch
              label="Exclusive users"
              value={v.exclusiveusers ?? []}
              onChange={(users) => form.setFieldValue('exclusiveusers', users)}
            />
            {form.errors.exclusiveusers && <Input.Error role="alert">{form.errors.exclusiveusers}</Input.Error>}
          </Stack>
          <Textarea
            label="Email message"
            description="Sent to the exclusive users"
            autosize
            minRows={2}
            {...form.getInputProps('emailmessage')}
          />
        </>
      )}
      <Group>
        <TranslationsViewer translation={v.translation ?? {}} fields={TRANSLATED} />
      </Group>
    </>
  );
}

function initialValues(deal: Deal | undefined, custom: boolean): DealValues {
  const today = calendarDay();
  return {
    name: deal?.name ?? '',
    header: deal?.header ?? '',
    description: deal?.description ?? '',
    price: deal?.price ?? 0,
    image: deal?.image ?? '',
    type: deal?.type ?? 'market',
    startdate: deal?.startdate ?? zonedStart(today),
    enddate: deal?.enddate ?? zonedEnd(addDays(today, 30)),
    details: deal?.details ?? [],
    isexclusive: deal?.isexclusive ?? false,
    exclusiveusers: deal?.exclusiveusers ?? [],
    emailmessage: deal?.emailmessage ?? '',
    translation: deal?.translation ?? {},
    iscustom: deal?.iscustom ?? custom,
    promocode: deal?.promocode ?? '',
  };
}

/**
 * 'Create Deal' / 'Update Deal', and the same for custom deals, which carry a promo code. A deal edited from the other
 * list (opened by its id in the URL) keeps its own kind.
 */
export const dealForm = (custom: boolean): CrudForm<Deal, DealValues> => ({
  titles: {
    create: `Create ${custom ? 'Custom Deal' : 'Deal'}`,
    edit: (deal) => `Update ${deal.iscustom ? 'Custom Deal' : 'Deal'}`,
  },
  values: (deal) => initialValues(deal, deal?.iscustom ?? custom),
  fields: (form, deal) => <DealFields form={form} custom={deal?.iscustom ?? custom} />,
});
