import { Group, Input, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { BeaconHelpButton } from '../BeaconHelpModal';
import { BeaconPicker } from '../BeaconPicker';
import type { RestaurantForm } from '../form-values';
import { Section } from './Section';

type LonLat = [number, number];

/**
 * Longitude and latitude (the legacy form bounded both to 0..1, which cannot place any restaurant: real bounds are used),
 * and for platform admins the beacon.
 */
export function LocationSection({ form, admin }: { form: RestaurantForm; admin: boolean }) {
  const location = form.getValues().location;
  // A half-filled location is kept as NaN in the empty half, which the schema refuses with a message.
  const part = (i: 0 | 1) => (location && !Number.isNaN(location[i]) ? location[i] : '');
  const setPart = (i: 0 | 1, value: number | string) => {
    const next: LonLat = location ? [...location] : [NaN, NaN];
    next[i] = typeof value === 'number' ? value : NaN;
    form.setFieldValue('location', next.every(Number.isNaN) ? null : next);
  };
  const whole = form.errors.location;

  return (
    <Section title="Location" description="Leave both empty when the restaurant is not on the map.">
      <Stack gap={4}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Longitude"
            placeholder="e.g. 12.5683"
            min={-180}
            max={180}
            decimalScale={6}
            value={part(0)}
            onChange={(v) => setPart(0, v)}
            error={form.errors['location.0']}
          />
          <NumberInput
            label="Latitude"
            placeholder="e.g. 55.6761"
            min={-90}
            max={90}
            decimalScale={6}
            value={part(1)}
            onChange={(v) => setPart(1, v)}
            error={form.errors['location.1']}
          />
        </SimpleGrid>
        {whole && (
          <Input.Error>
            {whole === 'Location must be [longitude, latitude] or null'
              ? 'Please fill in both longitude and latitude'
              : whole}
          </Input.Error>
        )}
      </Stack>
      {admin && (
        <Stack gap={4}>
          <BeaconPicker
            value={form.getValues().beacon ?? null}
            onChange={(b) => form.setFieldValue('beacon', b)}
            error={form.errors.beacon}
          />
          <Group>
            <BeaconHelpButton compact />
          </Group>
        </Stack>
      )}
    </Section>
  );
}
