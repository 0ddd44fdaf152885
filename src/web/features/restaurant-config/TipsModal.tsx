import { Button, Group, Modal, NumberInput, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TIP_MESSAGES, tipsAdd, tipsDelete, tipsEdit, type TipItem } from '../../../contract/restaurant-config/tips';
import { EntityFormModal } from '../../components/EntityFormModal';
import { DeleteAction, deleteRecord, EditAction, RowActions } from '../../components/RowActions';
import { tipsQuery, useConfigMutation } from './api';
import { ListTable } from './ListTable';

export function TipsModal({ opened, onClose, restaurant }: { opened: boolean; onClose: () => void; restaurant: string }) {
  const tips = useQuery({ ...tipsQuery(restaurant), enabled: opened });
  const [editing, setEditing] = useState<{ item?: TipItem } | null>(null);
  const remove = useConfigMutation(tipsDelete, restaurant, ['tips']);
  return (
    <Modal opened={opened} onClose={onClose} title="Tips Configurations" size="lg" centered>
      <Group justify="flex-end" mb="sm">
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({})}>
          Add tip
        </Button>
      </Group>
      <ListTable
        caption="Tips Configurations"
        rows={tips.data}
        rowKey={(t) => t._id}
        empty={TIP_MESSAGES.empty}
        columns={[
          { key: 'name', header: 'Name', role: 'primary', render: (t) => <Text fw={500}>{t.Name}</Text> },
          { key: 'pct', header: 'Percentage', align: 'right', render: (t) => `${t.Percentage} %` },
          {
            key: 'actions',
            header: 'Action',
            role: 'actions',
            align: 'right',
            render: (t) => (
              <RowActions>
                <EditAction name={t.Name} onClick={() => setEditing({ item: t })} />
                <DeleteAction name={t.Name} onClick={() => deleteRecord({ title: 'Delete tip', remove: () => remove.mutateAsync({ body: { id: t._id } }), deleted: TIP_MESSAGES.deleted })} />
              </RowActions>
            ),
          },
        ]}
      />
      <TipForm key={editing?.item?._id ?? 'new'} opened={!!editing} onClose={() => setEditing(null)} restaurant={restaurant} item={editing?.item} />
    </Modal>
  );
}

function TipForm({ opened, onClose, restaurant, item }: { opened: boolean; onClose: () => void; restaurant: string; item?: TipItem }) {
  const add = useConfigMutation(tipsAdd, restaurant, ['tips']);
  const edit = useConfigMutation(tipsEdit, restaurant, ['tips']);
  return (
    <EntityFormModal
      opened={opened}
      onClose={onClose}
      title={item ? 'Edit tip' : 'Add tip'}
      size="sm"
      schema={item ? tipsEdit.body : tipsAdd.body}
      hidden={{ restaurant, ...(item ? { id: item._id } : {}) }}
      initialValues={{ name: item?.Name ?? '', percentage: item?.Percentage ?? ('' as unknown as number) }}
      successMessage={item ? TIP_MESSAGES.updated : TIP_MESSAGES.added}
      submit={(v) => ('id' in v ? edit.mutateAsync({ body: v as never }) : add.mutateAsync({ body: v }))}
    >
      {(f) => (
        <>
          <TextInput label="Name" withAsterisk data-autofocus {...f.getInputProps('name')} />
          <NumberInput label="Percentage" withAsterisk min={0} max={100} decimalScale={2} suffix=" %" {...f.getInputProps('percentage')} />
        </>
      )}
    </EntityFormModal>
  );
}
