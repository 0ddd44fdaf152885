/**
 * 'Table Numbers': generate From–To ("'From' cannot be bigger than 'To'.", numbers already there are dropped), edit a
 * table's number, floor and label, enable or disable it (disabled rows red), delete it; Save stores the list.
 */
import { Alert, Badge, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconBan, IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { generateTableNumbers, TABLE_MESSAGES } from '../../../contract/restaurant-config/tables/constants';
import { tablesRoutes } from '../../../contract/restaurant-config/tables/routes';
import type { TableInput, TableItem } from '../../../contract/restaurant-config/tables/schemas';
import { confirmAction } from '../../components/confirm';
import { DeleteAction, EditAction, RowAction, RowActions } from '../../components/RowActions';
import { ApiError } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { tablesQuery, useConfigMutation } from './api';
import { ListTable, RED_ROW } from './ListTable';

type Row = TableInput & { key: string; number: number; floor: string; label: string; disabled: boolean };
const toRow = (t: TableItem): Row => ({
  key: t._id,
  _id: t._id,
  number: t.number,
  floor: t.floor,
  label: t.label,
  disabled: t.disabled,
  parkTable: t.parkTable,
  availability: t.availability,
});

export function TablesModal({
  opened,
  onClose,
  restaurant,
}: {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
}) {
  const tables = useQuery({ ...tablesQuery(restaurant), enabled: opened });
  const save = useConfigMutation(tablesRoutes.save, restaurant, ['tables']);
  const remove = useConfigMutation(tablesRoutes.delete, restaurant, ['tables']);
  // The saved tables until the first change; then the list being edited (the modal is mounted per opening).
  const [edited, setEdited] = useState<Row[] | null>(null);
  const rows = edited ?? tables.data?.filter((t) => !t.parkTable).map(toRow);
  const dirty = edited !== null;
  const [from, setFrom] = useState<number | string>('');
  const [to, setTo] = useState<number | string>('');
  const [floor, setFloor] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Row | null>(null);
  const change = (next: Row[]) => setEdited(next.sort((a, b) => a.number - b.number));

  const generate = () => {
    if (from === '' || to === '') return setError('Please enter From and To');
    const result = generateTableNumbers(Number(from), Number(to), [
      ...(rows ?? []).map((r) => r.number),
      ...(tables.data ?? []).map((t) => t.number),
    ]);
    if ('error' in result) return setError(result.error);
    setError(null);
    change([
      ...(rows ?? []),
      ...result.numbers.map((n) => ({
        key: `new-${n}`,
        number: n,
        floor,
        label: '',
        disabled: false,
        parkTable: false,
      })),
    ]);
  };

  const submit = async () => {
    try {
      const answer = await save.mutateAsync({
        body: { restaurant, tablenumbers: (rows ?? []).map(({ key: _k, ...r }) => r) },
      });
      notifySuccess(answer.Message);
      onClose();
    } catch (err) {
      notifyError(err instanceof ApiError ? err.message : String(err));
    }
  };

  const del = async (row: Row) => {
    if (
      !(await confirmAction({
        title: 'Delete table',
        message: 'Are you sure you want to delete record?',
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    if (row._id) {
      try {
        notifySuccess((await remove.mutateAsync({ body: { id: row._id } })).Message);
      } catch (err) {
        return notifyError(err instanceof Error ? err.message : String(err));
      }
    }
    change((rows ?? []).filter((r) => r.key !== row.key));
  };

  const close = onClose;

  return (
    <Modal opened={opened} onClose={close} title="Table Numbers" size="xl" centered>
      <Stack gap="sm">
        <Group align="flex-end" gap="xs">
          <NumberInput label="From" min={1} allowDecimal={false} w={110} value={from} onChange={setFrom} />
          <NumberInput label="To" min={1} allowDecimal={false} w={110} value={to} onChange={setTo} />
          <TextInput label="Floor" w={180} value={floor} onChange={(e) => setFloor(e.currentTarget.value)} />
          <Button variant="light" onClick={generate}>
            Generate
          </Button>
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <ListTable
          caption="Table Numbers"
          rows={rows}
          rowKey={(r) => r.key}
          empty={TABLE_MESSAGES.empty}
          rowStyle={(r) => (r.disabled ? RED_ROW : undefined)}
          columns={[
            { key: 'number', header: 'Table', role: 'primary', render: (r) => <Text fw={600}>{r.number}</Text> },
            { key: 'floor', header: 'Floor', render: (r) => r.floor || '—' },
            { key: 'label', header: 'Label', render: (r) => r.label || '—' },
            {
              key: 'status',
              header: 'Status',
              render: (r) =>
                r.disabled ? (
                  <Badge color="red">Disabled</Badge>
                ) : (
                  <Badge color="green" variant="light">
                    Enabled
                  </Badge>
                ),
            },
            {
              key: 'actions',
              header: 'Action',
              role: 'actions',
              align: 'right',
              render: (r) => (
                <RowActions>
                  <EditAction name={`table ${r.number}`} onClick={() => setEditing(r)} />
                  <RowAction
                    label={`${r.disabled ? 'Enable' : 'Disable'} table ${r.number}`}
                    tooltip={r.disabled ? 'Enable' : 'Disable'}
                    color={r.disabled ? 'green' : 'orange'}
                    icon={r.disabled ? <IconCheck size={18} /> : <IconBan size={18} />}
                    onClick={() =>
                      change((rows ?? []).map((x) => (x.key === r.key ? { ...x, disabled: !x.disabled } : x)))
                    }
                  />
                  <DeleteAction name={`table ${r.number}`} onClick={() => void del(r)} />
                </RowActions>
              ),
            },
          ]}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {dirty ? 'Unsaved changes' : `${rows?.length ?? 0} tables`}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} loading={save.isPending} disabled={!rows}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
      {editing && (
        <TableEditModal
          key={editing.key}
          row={editing}
          onClose={() => setEditing(null)}
          onSave={(r) => change((rows ?? []).map((x) => (x.key === r.key ? r : x)))}
          taken={(n, key) => (rows ?? []).some((x) => x.number === n && x.key !== key)}
        />
      )}
    </Modal>
  );
}

function TableEditModal({
  row,
  onClose,
  onSave,
  taken,
}: {
  row: Row;
  onClose: () => void;
  onSave: (r: Row) => void;
  taken: (n: number, key: string) => boolean;
}) {
  const [draft, setDraft] = useState<Row>(row);
  const [error, setError] = useState<string | null>(null);
  const ok = () => {
    if (!Number.isInteger(draft.number) || draft.number < 1) return setError('Table number must be at least 1');
    if (taken(draft.number, draft.key)) return setError(`Table ${draft.number} already exists`);
    onSave(draft);
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={`Edit table ${row.number}`} size="sm" centered>
      <Stack gap="sm">
        <NumberInput
          label="Table number"
          withAsterisk
          min={1}
          allowDecimal={false}
          value={draft.number}
          error={error}
          onChange={(v) => setDraft({ ...draft, number: Number(v) })}
        />
        <TextInput
          label="Floor"
          value={draft.floor}
          onChange={(e) => setDraft({ ...draft, floor: e.currentTarget.value })}
        />
        <TextInput
          label="Label"
          value={draft.label}
          onChange={(e) => setDraft({ ...draft, label: e.currentTarget.value })}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={ok}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
