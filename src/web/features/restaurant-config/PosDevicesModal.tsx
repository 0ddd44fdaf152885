/** 'POS Devices': UID, Name, Printers, Layouts, IsDefault (one default: the others' box is disabled while one is set). */
import { Badge, Checkbox, Group, MultiSelect, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { POS_MESSAGES as M } from '../../../contract/restaurant-config/printers/constants';
import { printersRoutes as routes } from '../../../contract/restaurant-config/printers/routes';
import { posDeviceSave, type PosDeviceItem } from '../../../contract/restaurant-config/printers/schemas';
import { nameColumn } from '../../components/cells';
import { ListModal, type ListModalForm, type RestaurantModalProps } from '../../components/ListModal';
import type { Column } from '../../components/PagedTable';
import { layoutsQuery, posDevicesQuery, printersQuery, useConfigList } from './api';

type Option = { value: string; label: string };
type Values = { uid: string; name: string; printers: string[]; layouts: string[]; IsDefault: boolean };

/** The device form: one save call for both (a device is known by its UID, which cannot change). */
const form = (o: {
  defaultUid?: string;
  printers: Option[];
  layouts: Option[];
}): ListModalForm<PosDeviceItem, Values> => ({
  size: 'md',
  schemas: { create: posDeviceSave, edit: posDeviceSave },
  hidden: (_device, restaurant) => ({ restaurant }),
  values: (d) => ({
    uid: d?.UID ?? '',
    name: d?.Name ?? '',
    printers: d?.Printers ?? [],
    layouts: d?.Layouts ?? [],
    IsDefault: d?.IsDefault ?? false,
  }),
  fields: (f, d) => {
    const defaultTaken = !!o.defaultUid && o.defaultUid !== d?.UID;
    return (
      <>
        <TextInput label="UID" withAsterisk data-autofocus disabled={!!d} ff="monospace" {...f.getInputProps('uid')} />
        <TextInput label="Name" withAsterisk {...f.getInputProps('name')} />
        <MultiSelect label="Printers" data={o.printers} searchable clearable {...f.getInputProps('printers')} />
        <MultiSelect label="Layouts" data={o.layouts} searchable clearable {...f.getInputProps('layouts')} />
        <Checkbox
          label="Default device"
          disabled={defaultTaken}
          description={defaultTaken ? 'Another device is the default: untick it there first' : undefined}
          {...f.getInputProps('IsDefault', { type: 'checkbox' })}
        />
      </>
    );
  },
});

export function PosDevicesModal(props: RestaurantModalProps) {
  const { opened, restaurant } = props;
  const devices = useQuery({ ...posDevicesQuery(restaurant), enabled: opened });
  const printers = useQuery({ ...printersQuery(restaurant), enabled: opened });
  const layouts = useQuery({ ...layoutsQuery(restaurant), enabled: opened });
  const calls = useConfigList(restaurant, { add: routes.savePosDevice, remove: routes.deletePosDevice }, [
    'pos',
    'layouts',
  ]);
  const defaultUid = devices.data?.find((d) => d.IsDefault)?.UID;
  const printerName = (serial: string) =>
    printers.data?.find((p) => p.serial.toUpperCase() === serial.toUpperCase())?.name ?? serial;
  const layoutName = (id: string) => layouts.data?.find((l) => l._id === id)?.LayoutName ?? '—';
  const columns: Column<PosDeviceItem>[] = [
    {
      key: 'uid',
      header: 'UID',
      render: (d) => (
        <Text ff="monospace" size="sm">
          {d.UID}
        </Text>
      ),
    },
    nameColumn((d) => d.Name),
    {
      key: 'printers',
      header: 'Printers',
      render: (d) => (
        <Group gap={4}>
          {d.Printers.length
            ? d.Printers.map((s) => (
                <Badge key={s} variant="light">
                  {printerName(s)}
                </Badge>
              ))
            : '—'}
        </Group>
      ),
    },
    {
      key: 'layouts',
      header: 'Layouts',
      render: (d) => (
        <Group gap={4}>
          {d.Layouts.length
            ? d.Layouts.map((l) => (
                <Badge key={l} variant="outline">
                  {layoutName(l)}
                </Badge>
              ))
            : '—'}
        </Group>
      ),
    },
    {
      key: 'default',
      header: 'Default',
      render: (d) => (
        <Checkbox
          aria-label={`${d.Name} is the default device`}
          checked={d.IsDefault}
          readOnly
          disabled={!!defaultUid && defaultUid !== d.UID}
        />
      ),
    },
  ];
  const options = {
    defaultUid,
    printers: (printers.data ?? []).map((p) => ({ value: p.serial, label: `${p.name} (${p.serial})` })),
    layouts: (layouts.data ?? []).map((l) => ({ value: l._id, label: l.LayoutName })),
  };
  return (
    <ListModal
      {...props}
      title="POS Devices"
      size={1040}
      noun="POS device"
      labels={{ add: 'Add device' }}
      messages={M}
      list={{ rows: devices.data }}
      columns={columns}
      rowName={(d) => d.Name}
      form={form(options)}
      save={calls.save}
      remove={(d) => calls.remove({ query: { restaurant, uid: d.UID } })}
    />
  );
}
