import { Select, TextInput } from '@mantine/core';
import { SCHEDULE_OPTIONS, SETTLEMENT_MESSAGES } from '../../../contract/settlements/routes';
import { settlementSetupBody, type SettlementRestaurant } from '../../../contract/settlements/schemas';
import { EntityFormModal } from '../../components/EntityFormModal';
import { useUpdateSettlement } from './api';

interface SetupSettlementModalProps {
  restaurant: SettlementRestaurant | undefined;
  id: string;
  opened: boolean;
  onClose: () => void;
}

/** 'Setup Settlement': IBAN, Business Regisration Number, Email, Payout Schedule (Every Monday … Every Sunday). Nothing is sent while IBAN is empty. */
export function SetupSettlementModal({ restaurant, id, opened, onClose }: SetupSettlementModalProps) {
  const save = useUpdateSettlement(id);
  const initialValues = {
    iban: restaurant?.IBAN ?? '',
    brn: restaurant?.BRN ?? '',
    email: restaurant?.Email ?? '',
    settlementschedule: restaurant?.SettlementSchedule ?? '',
    id,
  };
  return (
    <EntityFormModal
      key={`${id}-${restaurant?.IBAN ?? ''}-${opened}`}
      opened={opened}
      onClose={onClose}
      title="Setup Settlement"
      schema={settlementSetupBody}
      initialValues={initialValues}
      submit={(body) => save.mutateAsync(body)}
      successMessage={SETTLEMENT_MESSAGES.setupDone}
      submitLabel="Submit"
    >
      {(form) => (
        <>
          <TextInput
            label="IBAN"
            withAsterisk
            autoComplete="off"
            data-autofocus
            placeholder="DK50 0040 0440 1162 43"
            {...form.getInputProps('iban')}
          />
          <TextInput
            label="Business Regisration Number"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('brn')}
          />
          <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
          <Select
            label="Payout Schedule"
            placeholder="Select"
            data={SCHEDULE_OPTIONS}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('settlementschedule')}
          />
        </>
      )}
    </EntityFormModal>
  );
}
