import { NumberInput, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import * as z from 'zod/mini';
import { requiredText } from '../../../contract/common';
import { GEO_MESSAGES } from '../../../contract/geopush/routes';
import type { GeoPoint } from '../../../contract/geopush/schemas';
import { EntityFormModal } from '../../components/EntityFormModal';
import { geoPointsResource } from './api';
import { MAP_CENTRE } from './mapConfig';

// Leaflet comes only with the map preview of this page.
const MapPreview = lazy(() => import('./MapPreview'));

const coordinate = (label: string, max: number) =>
  z
    .number({ error: `${label} is required` })
    .check(
      z.gte(-max, `${label} must be between -${max} and ${max}`),
      z.lte(max, `${label} must be between -${max} and ${max}`),
    );

/** The form speaks latitude and longitude; the API a GeoJSON Point [longitude, latitude]. */
const pointForm = z.pipe(
  z.object({
    name: requiredText('Name', 200),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    radius: z
      .number({ error: 'Radius is required' })
      .check(z.gt(0, 'Radius must be more than 0 miles'), z.lte(500, 'Radius must be at most 500 miles')),
  }),
  z.transform(
    ({ latitude, longitude, ...rest }: { name: string; latitude: number; longitude: number; radius: number }) => ({
      ...rest,
      location: { type: 'Point' as const, coordinates: [longitude, latitude] as [number, number] },
    }),
  ),
);

interface Props {
  point: GeoPoint | undefined;
  opened: boolean;
  onClose: () => void;
}

export function GeoPointFormModal({ point, opened, onClose }: Props) {
  const save = geoPointsResource.useSave();
  const values = {
    name: point?.name ?? '',
    latitude: point?.latitude ?? MAP_CENTRE.latitude,
    longitude: point?.longitude ?? MAP_CENTRE.longitude,
    radius: point?.radius ?? 1,
  };
  const submit = (v: z.output<typeof pointForm>) => save.mutateAsync(point ? { ...v, id: point._id } : v);
  return (
    <EntityFormModal
      opened={opened}
      onClose={onClose}
      title={point ? 'Edit Geo Point' : 'Add Geo Point'}
      schema={pointForm}
      initialValues={values}
      submit={submit}
      successMessage={point ? GEO_MESSAGES.updated : GEO_MESSAGES.created}
      size="lg"
    >
      {(f) => {
        const v = f.getValues();
        return (
          <Stack gap="sm">
            <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...f.getInputProps('name')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {/* In the order of the geo points table: longitude, then latitude. */}
              <NumberInput
                label="Longitude"
                withAsterisk
                decimalScale={6}
                step={0.001}
                {...f.getInputProps('longitude')}
              />
              <NumberInput
                label="Latitude"
                withAsterisk
                decimalScale={6}
                step={0.001}
                {...f.getInputProps('latitude')}
              />
              <NumberInput
                label="Radius in miles"
                withAsterisk
                min={0}
                decimalScale={2}
                step={0.1}
                {...f.getInputProps('radius')}
              />
            </SimpleGrid>
            <Suspense fallback={<Skeleton h={280} />}>
              <MapPreview
                latitude={typeof v.latitude === 'number' ? v.latitude : null}
                longitude={typeof v.longitude === 'number' ? v.longitude : null}
                radius={typeof v.radius === 'number' ? v.radius : null}
                onPick={(p) => {
                  f.setFieldValue('latitude', p.latitude);
                  f.setFieldValue('longitude', p.longitude);
                }}
              />
            </Suspense>
            <Text size="xs" c="dimmed">
              Click the map to move the point. The circle shows the radius the push reaches.
            </Text>
          </Stack>
        );
      }}
    </EntityFormModal>
  );
}
