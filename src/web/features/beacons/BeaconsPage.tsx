import { Code, NumberInput, TextInput } from '@mantine/core';
import { BEACON_MESSAGES } from '../../../contract/beacons/routes';
import type { BeaconItem } from '../../../contract/beacons/schemas';
import { nameColumn } from '../../components/cells';
import { CrudListPage, type CrudForm } from '../../components/CrudListPage';
import type { Column } from '../../components/PagedTable';
import { ApiError } from '../../lib/api-client';
import type { ListPageProps } from '../../lib/list-search';
import { notifyError } from '../../lib/notify';
import { beaconResource } from './api';

const columns: Column<BeaconItem>[] = [
  nameColumn((b) => b.name),
  { key: 'uuid', header: 'UUID', render: (b) => <Code>{b.uuid}</Code> },
  { key: 'radius', header: 'Radius', render: (b) => `${b.radius} m` },
];

/** 'Create Beacon' / 'Update Beacon': name, UUID and radius in meters, all required (the spec's validation rules). */
const form: CrudForm<BeaconItem, { name: string; uuid: string; radius: number | string }> = {
  values: (b) => ({ name: b?.name ?? '', uuid: b?.uuid ?? '', radius: b?.radius ?? '' }),
  fields: (f) => (
    <>
      <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...f.getInputProps('name')} />
      <TextInput
        label="UUID"
        withAsterisk
        autoComplete="off"
        placeholder="f7826da6-4fa2-4e98-8024-bc5b71e0893e"
        ff="monospace"
        {...f.getInputProps('uuid')}
      />
      <NumberInput
        label="Radius"
        withAsterisk
        suffix=" m"
        min={1}
        max={10000}
        allowDecimal={false}
        description="Meters around the beacon in which guests are noticed"
        {...f.getInputProps('radius')}
      />
    </>
  ),
  // A refused beacon save is also shown as an error notification (the spec's error catalogue).
  onError: (err) => err instanceof ApiError && err.status === 403 && notifyError(err.message),
};

/** /beacons: the platform's beacons (name, UUID, radius), 10 a page. */
export function BeaconsPage(props: ListPageProps) {
  return (
    <CrudListPage
      {...props}
      resource={beaconResource}
      title="Beacons"
      noun="Beacon"
      messages={BEACON_MESSAGES}
      columns={columns}
      rowName={(b) => b.name}
      form={form}
    />
  );
}
