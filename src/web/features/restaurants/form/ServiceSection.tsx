import { NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { AvailabilityEditor } from '../../../components/AvailabilityEditor';
import type { RestaurantForm } from '../form-values';
import { Section } from './Section';

const SWITCHES = [
  ['isdinein', 'Dine-in'],
  ['istakeout', 'Take-out'],
  ['iscallawaiter', 'Call a waiter'],
  ['smsenabled', 'SMS'],
  ['smsenabledapp', 'App SMS'],
  ['ismenubuyable', 'Menu buyable'],
  ['allowAdvanceOrder', 'Advance orders'],
  ['discountenabled', 'Discount'],
] as const;

/** Opening hours per day and the ordering settings restaurant staff may change themselves. */
export function ServiceSection({ form }: { form: RestaurantForm }) {
  const v = form.getValues();
  return (
    <>
      <Section title="Opening hours">
        <AvailabilityEditor value={v.availability} onChange={(a) => form.setFieldValue('availability', a)} />
      </Section>
      <Section title="Ordering">
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
          {SWITCHES.map(([key, label]) => (
            <Switch key={key} label={label} {...form.getInputProps(key, { type: 'checkbox' })} />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {v.iscallawaiter && (
            <NumberInput
              label="Notify again after"
              description="An unanswered call goes to the waiters again, then to the admins"
              suffix=" s"
              min={15}
              max={3600}
              allowDecimal={false}
              {...form.getInputProps('callawaiterrenotifyseconds')}
            />
          )}
          <NumberInput
            label="Print unacknowledged orders after"
            description="An order nobody accepted prints on its station's printer"
            suffix=" s"
            min={15}
            max={3600}
            allowDecimal={false}
            {...form.getInputProps('kitchenwatchdogseconds')}
          />
        </SimpleGrid>
        {v.discountenabled && (
          <NumberInput
            label="Discount"
            suffix=" %"
            min={0}
            max={100}
            decimalScale={2}
            maw={200}
            {...form.getInputProps('discount')}
          />
        )}
      </Section>
    </>
  );
}
