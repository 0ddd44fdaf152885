/** 'POS Devices': UID, Name, Printers, Layouts, IsDefault (one default: the others' box is disabled while one is set). */
import { Badge, Button, Checkbox, Group, Modal, MultiSelect, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { POS_MESSAGES as M, posDeviceDelete, posDeviceSave, posDeviceSaveCall, type PosDeviceItem } from '../../../contract/restaurant-config/printers';
import { EntityFormModal } from '../../components/EntityFormModal';
import { DeleteAction, deleteRecord, EditAction, RowActions } from '../../components/RowActions';
import { layoutsQuery, posDevicesQuery, printersQuery, useConfigMutation } from './api';
import { ListTable } from './ListTable';

export function PosDevicesModal({ opened, onClose, restaurant }: { opened: boolean; onClose: () => void; restaurant: string }) {
  const devices = useQuery({ ...posDevicesQuery(restaurant), enabled: opened });
  const printers = useQuery({ ...printersQuery(restaurant), enabled: opened });
  const layouts = useQuery({ ...layoutsQuery(restaurant), enabled: opened });
  const [editing, setEditing] = useState<{ item?: PosDeviceItem } | null>(null);
  const remove = useConfigMutation(posDeviceDelete, restaurant, ['pos', 'layouts']);
  const defaultUid = devices.data?.find((d) => d.IsDefault)?.UID;
  const printerName = (serial: string) => printers.data?.find((p) => p.serial.toUpperCase() === serial.toUpperCase())?.name ?? serial;
  const layoutName = (id: string) => layouts.data?.find((l) => l._id === id)?.LayoutName ?? '—';
  return (
    <Modal opened={opened} onClose={onClose} title="POS Devices" size={1040} centered>
      <Group justify="flex-end" mb="sm">
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({})}>
          Add device
        </Button>
      </Group>
      <ListTable
        caption="POS Devices"
        rows={devices.data}
        rowKey={(d) => d._id}
        empty={M.empty}
        columns={[
          { key: 'uid', header: 'UID', render: (d) => <Text ff="monospace" size="sm">{d.UID}</Text> },
          { key: 'name', header: 'Name', role: 'primary', render: (d) => <Text fw={500}>{d.Name}</Text> },
          { key: 'printers', header: 'Printers', render: (d) => <Group gap={4}>{d.Printers.length ? d.Printers.map((s) => <Badge key={s} variant="light">{printerName(s)}</Badge>) : '—'}</Group> },
          { key: 'layouts', header: 'Layouts', render: (d) => <Group gap={4}>{d.Layouts.length ? d.Layouts.map((l) => <Badge key={l} variant="outline">{layoutName(l)}</Badge>) : '—'}</Group> },
          { key: 'default', header: 'IsDefault', render: (d) => <Checkbox aria-label={`${d.Name} is the default device`} checked={d.IsDefault} readOnly disabled={!!defaultUid && defaultUid !== d.UID} /> },
          {
            key: 'actions',
            header: 'Action',
            role: 'actions',
            align: 'right',
            render: (d) => (
              <RowActions>
                <EditAction name={d.Name} onClick={() => setEditing({ item: d })} />
                <DeleteAction name={d.Name} onClick={() => deleteRecord({ title: 'Delete POS device', remove: () => remove.mutateAsync({ query: { restaurant, uid: d.UID } }), deleted: M.deleted })} />
              </RowActions>
            ),
          },
        ]}
      />
      <DeviceForm
        key={editing?.item?._id ?? 'new'}
        opened={!!editing}
        onClose={() => setEditing(null)}
        restaurant={restaurant}
        item={editing?.item}
        defaultTaken={!!defaultUid && defaultUid !== editing?.item?.UID}
        printerOptions={(printers.data ?? []).map((p) => ({ value: p.serial, label: `${p.name} (${p.serial})` }))}
        layoutOptions={(layouts.data ?? []).map((l) => ({ value: l._id, label: l.LayoutName }))}
      />
    </Modal>
  );
}

function DeviceForm(props: {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
  item?: PosDeviceItem;
  defaultTaken: boolean;
  printerOptions: { value: string; label: string }[];
  layoutOptions: { value: string; label: string }[];
}) {
  const { item, restaurant } = props;
  const save = useConfigMutation(posDeviceSaveCall, restaurant, ['pos', 'layouts']);
  const initial = { uid: item?.UID ?? '', name: item?.Name ?? '', printers: item?.Printers ?? [], layouts: item?.Layouts ?? [], IsDefault: item?.IsDefault ?? false };
  return (
    <EntityFormModal
      opened={props.opened}
      onClose={props.onClose}
      title={item ? 'Edit POS device' : 'Add POS device'}
      size="md"
      schema={posDeviceSave}
      hidden={{ restaurant }}
      initialValues={initial}
      successMessage={M.saved}
      submit={(v) => save.mutateAsync({ body: v })}
    >
      {(f) => (
        <>
          <TextInput label="UID" withAsterisk data-autofocus disabled={!!item} ff="monospace" {...f.getInputProps('uid')} />
          <TextInput label="Name" withAsterisk {...f.getInputProps('name')} />
          <MultiSelect label="Printers" data={props.printerOptions} searchable clearable {...f.getInputProps('printers')} />
          <MultiSelect label="Layouts" data={props.layoutOptions} searchable clearable {...f.getInputProps('layouts')} />
          <Checkbox
            label="IsDefault"
            disabled={props.defaultTaken}
            description={props.defaultTaken ? 'Another device is the default: untick it there first' : undefined}
            {...f.getInputProps('IsDefault', { type: 'checkbox' })}
          />
        </>
      )}
    </EntityFormModal>
  );
}
