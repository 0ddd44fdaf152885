import { ColorInput, Select, SimpleGrid } from '@mantine/core';
import { CURRENCIES, WEEKLY_REPORT_SCHEDULES } from '../../../../contract/restaurants/constants';
import type { RestaurantForm } from '../form-values';
import { Section } from './Section';

const CURRENCY_OPTIONS = Object.values(CURRENCIES).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }));
const REPORT_OPTIONS = WEEKLY_REPORT_SCHEDULES.map((d) => ({ value: d, label: d === 'none' ? 'None' : d }));

/** Colours of the customer app, currency and the weekly report day. */
export function BrandingSection({ form }: { form: RestaurantForm }) {
  return (
    <Section title="Colours, currency and reports">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <ColorInput label="Primary colour" format="hex" {...form.getInputProps('primarycolor')} />
        <ColorInput label="Secondary colour" format="hex" {...form.getInputProps('secondarycolor')} />
        <ColorInput label="Text colour" format="hex" {...form.getInputProps('textcolor')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label="Currency"
          data={CURRENCY_OPTIONS}
          allowDeselect={false}
          value={form.getValues().currency.code}
          onChange={(code) => code && form.setFieldValue('currency', CURRENCIES[code as keyof typeof CURRENCIES])}
          error={form.errors['currency.code'] ?? form.errors.currency}
        />
        <Select
          label="Weekly report"
          data={REPORT_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('weeklyreportschedule')}
        />
      </SimpleGrid>
    </Section>
  );
}
