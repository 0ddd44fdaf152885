import { Input, NumberInput, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { UserSearch } from '../../../components/UserSearch';
import { TRANSLATION_LANGUAGES } from '../../../../contract/languages';
import { CUSTOMER_TYPES, ORIGIN_LANGUAGES } from '../../../../contract/restaurants/constants';
import type { RestaurantForm } from '../form-values';
import { Section } from './Section';

const LANGUAGE_OPTIONS = ORIGIN_LANGUAGES.map((code) => ({
  value: code,
  label: `${TRANSLATION_LANGUAGES.find((l) => l.code === code)?.name ?? code} (${code})`,
}));
const ON_OFF = [
  ['ispoolingenabled', 'Pooling'],
  ['autoaccept', 'Auto accept'],
  ['hasparktable', 'Park table'],
  ['asktakeawayroom', 'Take away room'],
  ['isvippsenabled', 'VIPPS'],
  ['ismobilepayenabled', 'MobilePay'],
] as const;

/** Platform settings only admins see (the spec's roles and permissions): customer type, language, fee, payments, fees, private restaurant. */
export function PlatformSection({ form }: { form: RestaurantForm }) {
  const v = form.getValues();
  return (
    <Section title="Platform settings" description="Only platform admins see and change these.">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Customer type"
          placeholder="Not set"
          data={[...CUSTOMER_TYPES]}
          clearable
          {...form.getInputProps('customertype')}
        />
        <Select
          label="Origin language"
          data={LANGUAGE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('originlang')}
        />
        <NumberInput
          label="Service fee"
          suffix=" %"
          min={0}
          max={100}
          decimalScale={2}
          {...form.getInputProps('servicefee')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        {ON_OFF.map(([key, label]) => (
          <Switch key={key} label={label} {...form.getInputProps(key, { type: 'checkbox' })} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap="xs">
          <Switch label="Bag takeaway" {...form.getInputProps('bagtakeaway', { type: 'checkbox' })} />
          {v.bagtakeaway && (
            <NumberInput
              label="Bag price"
              min={0}
              decimalScale={2}
              fixedDecimalScale
              suffix={` ${v.currency.code}`}
              {...form.getInputProps('bagtakeawayprice')}
            />
          )}
        </Stack>
        <Stack gap="xs">
          <Switch label="Delivery fee" {...form.getInputProps('hasdeliveryfee', { type: 'checkbox' })} />
          {v.hasdeliveryfee && (
            <NumberInput
              label="Delivery fee amount"
              min={0}
              decimalScale={2}
              fixedDecimalScale
              suffix={` ${v.currency.code}`}
              {...form.getInputProps('deliveryfee')}
            />
          )}
        </Stack>
      </SimpleGrid>
      <Stack gap="xs">
        <Switch
          label="Private restaurant"
          description="Only the chosen customers see it in the app"
          {...form.getInputProps('isprivate', { type: 'checkbox' })}
        />
        {v.isprivate && (
          <Stack gap={4}>
            <UserSearch
              label="Private users"
              value={v.privateusers ?? []}
              onChange={(users) => form.setFieldValue('privateusers', users)}
            />
            {form.errors.privateusers && <Input.Error>{form.errors.privateusers}</Input.Error>}
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
