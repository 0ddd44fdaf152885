/**
 * 'Printers': id, name, serial (the printer's MAC address for CloudPRNT), language en/da/zh, status (inactive rows
 * shaded), one default (the others' default box is disabled while one is set), online while the printer polls.
 */
import { Badge, Checkbox, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  PRINTER_LANGUAGES,
  PRINTER_MESSAGES as M,
  PRINTER_STATUSES,
  printerAdd,
  printerCreate,
  printerDelete,
  printerEdit,
  printerEditBody,
  type PrinterItem,
} from '../../../contract/restaurant-config/printers';
import { nameColumn } from '../../components/cells';
import { ListModal, type ListModalForm, type RestaurantModalProps } from '../../components/ListModal';
import type { Column } from '../../components/PagedTable';
import { printersQuery, useConfigList } from './api';
import { SHADED_ROW } from './ListTable';

export function PrinterStatus({ p }: { p: PrinterItem }) {
  const seen = p.lastSeen ? `Last poll ${new Date(p.lastSeen).toLocaleString()}` : 'Never connected';
  return (
    <Tooltip label={seen}>
      <Badge color={p.online ? 'green' : 'red'} variant={p.online ? 'light' : 'filled'}>
        {p.online ? 'Online' : 'Offline'}
      </Badge>
    </Tooltip>
  );
}

const columns = (defaultId: string | undefined): Column<PrinterItem>[] => [
  {
    key: 'id',
    header: 'Id',
    render: (p) => (
      <Text size="xs" ff="monospace" c="dimmed">
        {p.id.slice(-6)}
      </Text>
    ),
  },
  nameColumn((p) => p.name),
  {
    key: 'serial',
    header: 'Serial',
    render: (p) => (
      <Text ff="monospace" size="sm">
        {p.serial}
      </Text>
    ),
  },
  { key: 'lang', header: 'Language', render: (p) => p.langguage },
  {
    key: 'status',
    header: 'Status',
    render: (p) => <Text c={p.status === 'active' ? undefined : 'dimmed'}>{p.status}</Text>,
  },
  { key: 'online', header: 'Connection', render: (p) => <PrinterStatus p={p} /> },
  {
    key: 'default',
    header: 'Default',
    render: (p) => (
      <Checkbox
        aria-label={`${p.name} is the default printer`}
        checked={p.isDefault}
        readOnly
        disabled={!!defaultId && defaultId !== p._id}
      />
    ),
  },
];

type Values = { name: string; serial: string; langguage: string; status: string; isDefault: boolean };

/** The printer form; the default box is disabled while another printer is the default. */
const form = (defaultId: string | undefined): ListModalForm<PrinterItem, Values> => ({
  size: 'md',
  schemas: { create: printerCreate, edit: printerEditBody },
  values: (p) => ({
    name: p?.name ?? '',
    serial: p?.serial ?? '',
    langguage: p?.langguage ?? 'da',
    status: p?.status ?? 'active',
    isDefault: p?.isDefault ?? false,
  }),
  fields: (f, p) => {
    const defaultTaken = !!defaultId && defaultId !== p?._id;
    return (
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk data-autofocus {...f.getInputProps('name')} />
        <TextInput
          label="Serial"
          withAsterisk
          description="The printer's MAC address, as its CloudPRNT settings show it"
          ff="monospace"
          {...f.getInputProps('serial')}
        />
        <Select
          label="Language"
          data={[...PRINTER_LANGUAGES]}
          allowDeselect={false}
          {...f.getInputProps('langguage')}
        />
        <Select label="Status" data={[...PRINTER_STATUSES]} allowDeselect={false} {...f.getInputProps('status')} />
        <Checkbox
          label="Default printer"
          disabled={defaultTaken}
          description={defaultTaken ? 'Another printer is the default: untick it there first' : undefined}
          {...f.getInputProps('isDefault', { type: 'checkbox' })}
        />
      </Stack>
    );
  },
});

export function PrintersModal(props: RestaurantModalProps) {
  const { restaurant } = props;
  const printers = useQuery({ ...printersQuery(restaurant), enabled: props.opened });
  const calls = useConfigList(
    restaurant,
    { add: printerAdd, edit: printerEdit, remove: printerDelete },
    ['printers'],
    ['printers', 'layouts', 'pos'],
  );
  const defaultId = printers.data?.find((p) => p.isDefault)?._id;
  return (
    <ListModal
      {...props}
      title="Printers"
      size={1120}
      noun="printer"
      messages={M}
      list={{ rows: printers.data, rowStyle: (p) => (p.status === 'inactive' ? SHADED_ROW : undefined) }}
      columns={columns(defaultId)}
      rowName={(p) => p.name}
      form={form(defaultId)}
      save={calls.save}
      remove={(p) => calls.remove({ query: { restaurant, id: p._id } })}
    />
  );
}
