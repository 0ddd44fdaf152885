import { NumberInput, TextInput } from '@mantine/core';
import { BEACON_MESSAGES, beaconCreate, beaconEditBody, type BeaconItem } from '../../../contract/beacons';
import { EntityFormModal } from '../../components/EntityFormModal';
import { ApiError } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { useSaveBeacon } from './api';

interface BeaconFormModalProps {
  /** The beacon to edit; undefined creates a new one. */
  beacon: BeaconItem | undefined;
  opened: boolean;
  onClose: () => void;
}

/** 'Create Beacon' / 'Update Beacon': name, UUID and radius in meters, all required (spec part 1, section 5). */
export function BeaconFormModal({ beacon, opened, onClose }: BeaconFormModalProps) {
  const save = useSaveBeacon();
  // A refused beacon save is also shown as an error notification (spec part 1, section 8).
  const submit = async (input: Parameters<typeof save.mutateAsync>[0]) => {
    try {
      return await save.mutateAsync(input);
    } catch (err) {
      if (err instanceof ApiError && err.status === 403) notifyError(err.message);
      throw err;
    }
  };
  const fields = { name: beacon?.name ?? '', uuid: beacon?.uuid ?? '', radius: beacon?.radius ?? ('' as unknown as number) };
  const body = (form: Parameters<Parameters<typeof EntityFormModal>[0]['children']>[0]) => (
    <>
      <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...form.getInputProps('name')} />
      <TextInput label="UUID" withAsterisk autoComplete="off" placeholder="f7826da6-4fa2-4e98-8024-bc5b71e0893e" ff="monospace" {...form.getInputProps('uuid')} />
      <NumberInput label="Radius" withAsterisk suffix=" m" min={1} max={10000} allowDecimal={false} description="Meters around the beacon in which guests are noticed" {...form.getInputProps('radius')} />
    </>
  );
  return beacon ? (
    <EntityFormModal opened={opened} onClose={onClose} submit={submit} title="Update Beacon" schema={beaconEditBody} initialValues={{ ...fields, id: beacon._id }} successMessage={BEACON_MESSAGES.updated}>
      {body}
    </EntityFormModal>
  ) : (
    <EntityFormModal opened={opened} onClose={onClose} submit={submit} title="Create Beacon" schema={beaconCreate} initialValues={fields} successMessage={BEACON_MESSAGES.created}>
      {body}
    </EntityFormModal>
  );
}
