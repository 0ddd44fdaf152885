/**
 * 'Printers': id, name, serial (the printer's MAC address for CloudPRNT), language en/da/zh, status (inactive rows
 * shaded), one default (the others' default box is disabled while one is set), and the printer's state from its
 * CloudPRNT polls (paper out, cover open, offline …). A new printer's CloudPRNT settings (Server URL, user name,
 * password) are shown once; "Regenerate password" gives it a new password and shows them again.
 */
import { Checkbox, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  PRINTER_LANGUAGES,
  PRINTER_MESSAGES as M,
  PRINTER_STATUSES,
} from '../../../contract/restaurant-config/printers/constants';
import { printersRoutes as routes } from '../../../contract/restaurant-config/printers/routes';
import {
  printerCreate,
  printerEditBody,
  type PrinterCredentials,
  type PrinterItem,
} from '../../../contract/restaurant-config/printers/schemas';
import { nameColumn } from '../../components/cells';
import { confirmAction } from '../../components/confirm';
import { PrinterStateBadge } from '../../components/PrinterStateBadge';
import { ListModal, type ListModalForm, type RestaurantModalProps } from '../../components/ListModal';
import type { Column } from '../../components/PagedTable';
import { RowAction } from '../../components/RowActions';
import { notifyError } from '../../lib/notify';
import { configKeys, printersQuery, useConfigList, useConfigMutation } from './api';
import { SHADED_ROW } from './ListTable';
import { PrinterCredentialsModal, type ShownCredentials } from './PrinterCredentialsModal';

/** The state, and the tickets it could not print of orders still in the kitchen. */
function Connection({ p }: { p: PrinterItem }) {
  return (
    <Stack gap={2} align="flex-start">
      <PrinterStateBadge p={p} />
      {p.failedJobs.length > 0 && (
        <Text size="xs" c="red.7">
          {p.failedJobs.length === 1 ? '1 ticket not printed' : `${p.failedJobs.length} tickets not printed`}
        </Text>
      )}
    </Stack>
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
  { key: 'online', header: 'Connection', render: (p) => <Connection p={p} /> },
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
          description="The printer's MAC address, as its CloudPRNT settings show it. Its CloudPRNT user name and password are shown after saving."
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
    { add: routes.add, edit: routes.edit, remove: routes.delete },
    ['printers'],
    ['printers', 'layouts', 'pos'],
  );
  const regenerate = useConfigMutation(routes.regeneratePassword, restaurant, ['printers']);
  const [shown, setShown] = useState<ShownCredentials | null>(null);
  const qc = useQueryClient();
  // Once its settings are entered, the printer's first polls show in the list.
  const closeCredentials = () => {
    setShown(null);
    void qc.invalidateQueries({ queryKey: configKeys.of(restaurant, 'printers') });
  };
  const defaultId = printers.data?.find((p) => p.isDefault)?._id;

  // A new printer's answer carries its credentials: shown once, after the form closes.
  const save = async (values: Record<string, unknown>) => {
    const answer = (await calls.save(values)) as { Message: string; credentials?: PrinterCredentials | null };
    if (answer.credentials) setShown({ printerName: String(values.name), credentials: answer.credentials });
    return answer;
  };

  const askRegenerate = async (p: PrinterItem) => {
    const yes = await confirmAction({
      title: 'Regenerate password',
      message: `Give ${p.name} a new CloudPRNT password? Its current password stops working at once: the printer prints again once the new one is entered in its CloudPRNT settings.`,
      confirmLabel: 'Regenerate',
      danger: true,
    });
    if (!yes) return;
    try {
      const answer = await regenerate.mutateAsync({ body: { restaurant, id: p._id } });
      if (answer.credentials) setShown({ printerName: p.name, credentials: answer.credentials });
    } catch (err) {
      notifyError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <>
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
        save={save}
        remove={(p) => calls.remove({ query: { restaurant, id: p._id } })}
        rowActions={(p) => (
          <RowAction
            label={`Regenerate password of ${p.name}`}
            tooltip="Regenerate password"
            icon={<IconKey size={18} />}
            color="yellow"
            loading={regenerate.isPending && regenerate.variables?.body?.id === p._id}
            onClick={() => void askRegenerate(p)}
          />
        )}
      />
      <PrinterCredentialsModal shown={shown} onClose={closeCredentials} />
    </>
  );
}
