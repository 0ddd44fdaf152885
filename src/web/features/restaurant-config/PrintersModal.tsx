/**
 * 'Printers': id, name, serial (the printer's MAC address for CloudPRNT), language en/da/zh, status (inactive rows
 * shaded), one default (the others' default box is disabled while one is set), online while the printer polls.
 */
import { Badge, Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PRINTER_LANGUAGES, PRINTER_MESSAGES as M, PRINTER_STATUSES, printerAdd, printerDelete, printerEdit, type PrinterItem } from '../../../contract/restaurant-config/printers';
import { EntityFormModal } from '../../components/EntityFormModal';
import { DeleteAction, deleteRecord, EditAction, RowActions } from '../../components/RowActions';
import { printersQuery, useConfigMutation } from './api';
import { ListTable, SHADED_ROW } from './ListTable';

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

export function PrintersModal({ opened, onClose, restaurant }: { opened: boolean; onClose: () => void; restaurant: string }) {
  const printers = useQuery({ ...printersQuery(restaurant), enabled: opened });
  const [editing, setEditing] = useState<{ item?: PrinterItem } | null>(null);
  const remove = useConfigMutation(printerDelete, restaurant, ['printers']);
  const defaultId = printers.data?.find((p) => p.isDefault)?._id;
  return (
    <Modal opened={opened} onClose={onClose} title="Printers" size={1120} centered>
      <Group justify="flex-end" mb="sm">
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({})}>
          Add printer
        </Button>
      </Group>
      <ListTable
        caption="Printers"
        rows={printers.data}
        rowKey={(p) => p._id}
        empty={M.empty}
        rowStyle={(p) => (p.status === 'inactive' ? SHADED_ROW : undefined)}
        columns={[
          { key: 'id', header: 'Id', render: (p) => <Text size="xs" ff="monospace" c="dimmed">{p.id.slice(-6)}</Text> },
          { key: 'name', header: 'Name', role: 'primary', render: (p) => <Text fw={500}>{p.name}</Text> },
          { key: 'serial', header: 'Serial', render: (p) => <Text ff="monospace" size="sm">{p.serial}</Text> },
          { key: 'lang', header: 'Language', render: (p) => p.langguage },
          { key: 'status', header: 'Status', render: (p) => <Text c={p.status === 'active' ? undefined : 'dimmed'}>{p.status}</Text> },
          { key: 'online', header: 'Connection', render: (p) => <PrinterStatus p={p} /> },
          { key: 'default', header: 'Default', render: (p) => <Checkbox aria-label={`${p.name} is the default printer`} checked={p.isDefault} readOnly disabled={!!defaultId && defaultId !== p._id} /> },
          {
            key: 'actions',
            header: 'Action',
            role: 'actions',
            align: 'right',
            render: (p) => (
              <RowActions>
                <EditAction name={p.name} onClick={() => setEditing({ item: p })} />
                <DeleteAction
                  name={p.name}
                  onClick={() => deleteRecord({ title: 'Delete printer', remove: () => remove.mutateAsync({ query: { restaurant, id: p._id } }), deleted: M.deleted })}
                />
              </RowActions>
            ),
          },
        ]}
      />
      <PrinterForm key={editing?.item?._id ?? 'new'} opened={!!editing} onClose={() => setEditing(null)} restaurant={restaurant} item={editing?.item} defaultTaken={!!defaultId && defaultId !== editing?.item?._id} />
    </Modal>
  );
}

function PrinterForm({ opened, onClose, restaurant, item, defaultTaken }: { opened: boolean; onClose: () => void; restaurant: string; item?: PrinterItem; defaultTaken: boolean }) {
  const add = useConfigMutation(printerAdd, restaurant, ['printers']);
  const edit = useConfigMutation(printerEdit, restaurant, ['printers', 'layouts', 'pos']);
  const initial = { name: item?.name ?? '', serial: item?.serial ?? '', langguage: item?.langguage ?? 'da', status: item?.status ?? 'active', isDefault: item?.isDefault ?? false };
  return (
    <EntityFormModal
      opened={opened}
      onClose={onClose}
      title={item ? 'Edit printer' : 'Add printer'}
      size="md"
      schema={item ? printerEdit.body : printerAdd.body}
      hidden={{ restaurant, ...(item ? { id: item._id } : {}) }}
      initialValues={initial}
      successMessage={M.saved}
      submit={(v) => ('id' in v ? edit.mutateAsync({ body: v as never }) : add.mutateAsync({ body: v }))}
    >
      {(f) => (
        <Stack gap="sm">
          <TextInput label="Name" withAsterisk data-autofocus {...f.getInputProps('name')} />
          <TextInput label="Serial" withAsterisk description="The printer's MAC address, as its CloudPRNT settings show it" ff="monospace" {...f.getInputProps('serial')} />
          <Select label="Language" data={[...PRINTER_LANGUAGES]} allowDeselect={false} {...f.getInputProps('langguage')} />
          <Select label="Status" data={[...PRINTER_STATUSES]} allowDeselect={false} {...f.getInputProps('status')} />
          <Checkbox
            label="Default printer"
            disabled={defaultTaken}
            description={defaultTaken ? 'Another printer is the default: untick it there first' : undefined}
            {...f.getInputProps('isDefault', { type: 'checkbox' })}
          />
        </Stack>
      )}
    </EntityFormModal>
  );
}
