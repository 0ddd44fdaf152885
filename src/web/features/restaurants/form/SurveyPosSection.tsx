import '@mantine/dates/styles.css';
import { NumberInput, PasswordInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { RestaurantForm } from '../form-values';
import { Section } from './Section';

/** Customer survey after an order, and the Online POS DK connection (platform admins only). */
export function SurveyPosSection({ form }: { form: RestaurantForm }) {
  const v = form.getValues();
  return (
    <>
      <Section title="Survey" description="Only platform admins see and change these.">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Switch label="Survey" {...form.getInputProps('surveyenabled', { type: 'checkbox' })} />
          <Switch label="Survey link show" {...form.getInputProps('surveylinkshow', { type: 'checkbox' })} />
        </SimpleGrid>
        {v.surveyenabled && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DatePickerInput
              label="Survey lookup date"
              placeholder="Not set"
              clearable
              valueFormat="YYYY-MM-DD"
              {...form.getInputProps('surveylookupdate')}
            />
            <NumberInput
              label="Survey minimum rating"
              min={1}
              max={5}
              allowDecimal={false}
              {...form.getInputProps('surveyminrating')}
            />
            <NumberInput
              label="Survey delay (minutes)"
              description="After the order is completed, before its customer may rate it"
              min={0}
              max={10080}
              allowDecimal={false}
              {...form.getInputProps('surveydelay')}
            />
          </SimpleGrid>
        )}
        {v.surveylinkshow && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Google review link"
              placeholder="https://"
              {...form.getInputProps('surveylinks.google')}
            />
            <TextInput
              label="Tripadvisor link"
              placeholder="https://"
              {...form.getInputProps('surveylinks.tripadvisor')}
            />
            <TextInput
              label="Trustpilot link"
              placeholder="https://"
              {...form.getInputProps('surveylinks.trustpilot')}
            />
          </SimpleGrid>
        )}
      </Section>
      <Section title="Online POS DK">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Switch label="Online POS DK" {...form.getInputProps('onlineposdkenabled', { type: 'checkbox' })} />
          <Switch
            label="Disable online POS"
            description="Orders are not sent to the POS"
            {...form.getInputProps('disablesendingtoonlinepos', { type: 'checkbox' })}
          />
        </SimpleGrid>
        {v.onlineposdkenabled && (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordInput
                label="Online POS DK token"
                autoComplete="off"
                {...form.getInputProps('onlineposdktoken')}
              />
              <TextInput
                label="Online POS DK firm id"
                autoComplete="off"
                {...form.getInputProps('onlineposdkfirmid')}
              />
            </SimpleGrid>
          </Stack>
        )}
      </Section>
    </>
  );
}
